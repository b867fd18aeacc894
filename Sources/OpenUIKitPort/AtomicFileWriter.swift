import Foundation

/// Replaces a file's contents all at once: the new text goes to a hidden temporary file in
/// the same folder, with the original's permissions (and owner, where allowed), and is then
/// renamed over the original. A crash or a full disk leaves the old file or the new one,
/// never half of one. A symbolic link stays a link: its target is replaced.
enum AtomicFileWriter {
    /// Replaces the existing file at `path` with `text`.
    static func write(_ text: String, to path: String) throws(PortFileError) {
        try write(Array(text.utf8), to: path, creatingWith: nil)
    }

    /// Replaces the file at `path` with `bytes`, or creates it with `newFilePermissions`
    /// when there is none (the folder must exist); with nil permissions a missing file is an
    /// error.
    static func write(_ bytes: [UInt8], to path: String, creatingWith newFilePermissions: mode_t?) throws(PortFileError) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var status = stat()
        if stat(target, &status) != 0 {
            guard errno == ENOENT, let newFilePermissions else {
                throw PortFileError(path: path, reason: "cannot write: \(lastErrorReason())")
            }
            status.st_mode = newFilePermissions
            status.st_uid = geteuid()
            status.st_gid = getegid()
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).openuikit-port-\(UInt32.random(in: .min ... .max))"
        let permissions = status.st_mode & 0o7777
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard descriptor >= 0 else {
            throw PortFileError(path: path, reason: "cannot write a temporary file beside it: \(lastErrorReason())")
        }
        var failure: String?
        // The mode given to open() is cut by the umask; set it exactly.
        if fchmod(descriptor, permissions) != 0 { failure = lastErrorReason() }
        // Only root may give a file away; for others the file stays theirs, as before.
        _ = fchown(descriptor, status.st_uid, status.st_gid)
        if failure == nil {
            failure = writeAll(bytes, to: descriptor)
        }
        if failure == nil, fsync(descriptor) != 0 { failure = lastErrorReason() }
        if close(descriptor) != 0, failure == nil { failure = lastErrorReason() }
        if failure == nil, rename(temporary, target) != 0 { failure = lastErrorReason() }
        if let failure {
            unlink(temporary)
            throw PortFileError(path: path, reason: "cannot write: \(failure)")
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return lastErrorReason()
            }
            offset += written
        }
        return nil
    }

    private static func lastErrorReason() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
