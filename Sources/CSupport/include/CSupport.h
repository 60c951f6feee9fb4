// Platform calls Swift's libc modules do not export, behind one guarded shim.
#ifndef MOTIONSPEC_CSUPPORT_H
#define MOTIONSPEC_CSUPPORT_H

/// Atomically exchanges the directory entries `a` and `b` (Linux `renameat2` with
/// RENAME_EXCHANGE). Returns 0, or -1 with errno set (ENOSYS where the platform has no such call,
/// EINVAL where the file system does not support it).
int motionspec_exchange(const char *a, const char *b);

#endif
