import FaceItKit

// The FaceIt demo. `FaceIt --help` lists the options.
FaceItCommand.parseOrExit().launch()
