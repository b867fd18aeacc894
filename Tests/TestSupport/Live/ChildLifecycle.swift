import Foundation
import Synchronization

/// Launches child processes with a clean signal mask, and notices (and reaps) their exit with
/// a non-blocking `waitpid`. Shared by `XServer` and `ChildProcess`.
///
/// Two things about Foundation's `Process` inside the test runner make this necessary:
/// - A child inherits the signal mask of the thread that spawns it, and Swift's concurrency
///   threads block most signals, SIGTERM included. A server launched from a test would
///   ignore SIGTERM (and the signals X servers use internally), so `run()` is called on a
///   fresh thread whose mask is emptied first.
/// - `Process.isRunning` learns of the exit from a run-loop source that nothing runs there,
///   so it stays true long after the child is gone.
enum ChildLifecycle {
    enum State: Equatable {
        case running
        case ended(ChildProcess.Termination)
        /// Reaped by someone else (Foundation, where its monitoring does work); it has exited
        /// and its status is theirs.
        case reapedElsewhere
    }

    /// Runs `process.run()` on a new thread with no signals blocked, and returns when it has.
    static func launch(_ process: Process) throws {
        // The box crosses to the launching thread and back while this thread waits for it, so
        // the Process is never used from two threads at once.
        let box = UncheckedBox(process)
        let outcome = Mutex<Result<Void, any Error>?>(nil)
        let launched = DispatchSemaphore(value: 0)
        let thread = Thread {
            var nothingBlocked = sigset_t()
            sigemptyset(&nothingBlocked)
            pthread_sigmask(SIG_SETMASK, &nothingBlocked, nil)
            let result = Result { try box.value.run() }
            outcome.withLock { $0 = result }
            launched.signal()
        }
        thread.name = "ChildLifecycle launcher"
        thread.start()
        launched.wait()
        try outcome.withLock { $0 }?.get()
    }

    /// The state of child `pid`, reaping it if it has just exited. Call again after `.running`;
    /// after any other answer the PID may belong to another process, so stop using it.
    static func check(_ pid: pid_t) -> State {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == 0 { return .running }
            if result == pid { return .ended(termination(fromWaitStatus: status)) }
            if errno == EINTR { continue }
            return .reapedElsewhere
        }
    }

    static func termination(fromWaitStatus status: Int32) -> ChildProcess.Termination {
        let signal = status & 0x7F
        // WIFEXITED: the low 7 bits are 0; otherwise WTERMSIG (a stopped child is never seen:
        // WUNTRACED is not asked for).
        if signal == 0 { return .exited(status: (status >> 8) & 0xFF) }
        return .signalled(signal: signal)
    }

    private struct UncheckedBox<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
