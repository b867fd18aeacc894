// `openuikit-port FILE|DIR…`: rewrites UIKit sources for OpenUIKit. `--help` explains.
PortCommand.main()
