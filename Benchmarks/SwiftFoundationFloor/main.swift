import CX11
import Foundation

// The Swift floor of the launch case: a program that links Foundation and Xlib, connects to
// the display and says so, and nothing else; what any Swift + Foundation X client costs before
// it draws a pixel. It stays until the launch case ends it, so its memory can be read.

guard XOpenDisplay(nil) != nil else { exit(1) }
FileHandle.standardOutput.write(Data("connected\n".utf8))
while true { pause() }
