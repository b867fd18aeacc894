import Foundation
import Glibc

/// Writes a file the way a command-line tool's output (a snapshot, a PDF) should be written:
/// into a temporary file beside the target, then renamed over it, so a reader never sees
/// half a file and a failed write leaves the old one. A target that is a symbolic link, a
/// directory or anything but a regular file (a device node such as `/dev/sda`, a FIFO) is
/// refused rather than replaced: a rename would swap the link or the device's node for a
/// regular file and report success.
public enum OutputFile {
    /// Why a file was not written, in words a user can act on.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path that could not be written, as given.
        public var path: String
        /// What went wrong, phrased to complete "cannot write PATH: …".
        public var reason: String

        public var description: String {
            "cannot write \(MessageText.quoted(path)): \(reason)"
        }
    }

    /// Writes `data` to `path`, replacing a regular file there.
    public static func write(_ data: Data, to path: String) throws(Failure) {
        func failure(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
        guard !path.isEmpty else { throw failure("the path is empty") }
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw failure("it is a symbolic link; give the path of the file itself")
            case S_IFDIR: throw failure("it is a directory")
            case S_IFCHR, S_IFBLK: throw failure("it is a device, not a regular file")
            case S_IFIFO: throw failure("it is a FIFO (named pipe), not a regular file")
            default: throw failure("it is not a regular file")
            }
        } else if errno != ENOENT {
            throw failure(MessageText.describe(errno: errno))
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        // mkstemp: a new file of our own (O_EXCL), so nothing planted at the temporary
        // name can redirect the write.
        var template = Array((directory + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw failure("cannot create a file in \(MessageText.quoted(directory)): \(MessageText.describe(errno: errno))")
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = 0
        var writeError: Int32 = 0
        data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    writeError = errno
                    return
                }
                written += count
            }
        }
        // Readable as a file written by the shell would be (mkstemp makes it 0600).
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        if writeError == 0, fsync(descriptor) != 0 { writeError = errno }
        if close(descriptor) != 0, writeError == 0 { writeError = errno }
        if writeError != 0 {
            unlink(temporary)
            throw failure(MessageText.describe(errno: writeError))
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(MessageText.describe(errno: code))
        }
    }
}
