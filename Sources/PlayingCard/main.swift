import PlayingCardKit

// The PlayingCard demo. `PlayingCard --help` lists the options.
PlayingCardCommand.parseOrExit().launch()
