// `openuikit-port FILE|DIR…`: rewrites UIKit sources for OpenUIKit in place;
// `openuikit-port app SRC --output PKG`: ports a whole app into a Swift package;
// `openuikit-port preview SRC --output DIR`: draws its storyboards' scenes. `--help` explains.
// The subcommand is picked by hand rather than by ArgumentParser's default subcommand, so that
// the file command's usage and help stay exactly as they were.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == AppCommand.subcommandName {
    AppCommand.main(Array(CommandLine.arguments.dropFirst(2)))
} else if CommandLine.arguments.count > 1, CommandLine.arguments[1] == PreviewCommand.subcommandName {
    PreviewCommand.main(Array(CommandLine.arguments.dropFirst(2)))
} else {
    PortCommand.main()
}
