import Foundation

// Runs a program and measures its peak memory, for tests that bound it:
//
//   MeasuredRun RESULT_FILE EXECUTABLE [ARGUMENT …]
//
// EXECUTABLE runs with the ARGUMENTs, this process's environment, folder and standard
// streams. When it ends, its peak resident memory in bytes is written to RESULT_FILE, and
// MeasuredRun exits with its exit status (128 + N if signal N ended it, as a shell reports).
//
// A test cannot measure a child of its own: Foundation's Process reaps it first and keeps the
// resource usage to itself. Here the program is spawned and reaped with wait4, which reports
// the peak (ru_maxrss).

/// Exit status for a usage error or a program that could not be started.
let failureStatus: Int32 = 127
/// Shells report death by signal N as status 128 + N.
let signalStatusBase: Int32 = 128

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: MeasuredRun RESULT_FILE EXECUTABLE [ARGUMENT …]\n".utf8))
    exit(failureStatus)
}
let resultPath = arguments[1]
let programArguments = Array(arguments[2...])

var argv: [UnsafeMutablePointer<CChar>?] = programArguments.map { strdup($0) } + [nil]
var pid: pid_t = 0
let spawned = posix_spawn(&pid, programArguments[0], nil, nil, &argv, environ)
guard spawned == 0 else {
    FileHandle.standardError.write(Data("MeasuredRun: cannot run \(programArguments[0]): \(String(cString: strerror(spawned)))\n".utf8))
    exit(failureStatus)
}

var status: Int32 = 0
var usage = rusage()
while wait4(pid, &status, 0, &usage) < 0 {
    guard errno == EINTR else {
        FileHandle.standardError.write(Data("MeasuredRun: wait4 failed: \(String(cString: strerror(errno)))\n".utf8))
        exit(failureStatus)
    }
}
// Linux reports ru_maxrss in kilobytes.
let peakBytes = Int(usage.ru_maxrss) * 1024
do {
    try "\(peakBytes)\n".write(toFile: resultPath, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("MeasuredRun: cannot write \(resultPath): \(error)\n".utf8))
    exit(failureStatus)
}
let signal = status & 0x7F
exit(signal == 0 ? (status >> 8) & 0xFF : signalStatusBase + signal)
