// The platform calls motionspec makes, behind one shim with a branch per platform (glibc/Linux,
// Darwin, anything else), so no Swift file imports Glibc or Darwin. Including <math.h> and <string.h> here gives
// the C math library (exp, log, atan2, …) and memcmp to the Swift modules that import this one; they import
// it `internal`, so no module re-exports libc to its clients.
#ifndef MOTIONSPEC_CPLATFORM_H
#define MOTIONSPEC_CPLATFORM_H

#include <math.h>
#include <stddef.h>
#include <string.h>

/// The commit motionspec was built from, when the build names one
/// (`-Xcc -DMOTIONSPEC_COMMIT=\"2bd9259\"`, as the release workflow and `make install COMMIT=…`
/// pass it); an empty string otherwise, so an ordinary build's flags never change with the commit.
#ifndef MOTIONSPEC_COMMIT
#define MOTIONSPEC_COMMIT ""
#endif
static inline const char *motionspec_commit(void) { return MOTIONSPEC_COMMIT; }

/// sin(x) and cos(x) with one argument reduction where the platform has it (glibc's `sincos`,
/// Darwin's `__sincos`); two calls elsewhere.
void motionspec_sincos(double x, double *s, double *c);

/// Atomically exchanges the directory entries `a` and `b` (Linux `renameat2` with
/// RENAME_EXCHANGE, Darwin `renamex_np` with RENAME_SWAP). Returns 0, or -1 with errno set
/// (ENOSYS where the platform has no such call, EINVAL where the file system does not support it).
int motionspec_exchange(const char *a, const char *b);

/// Writes `count` bytes to `path` atomically: into a new file beside it (`DIR/.NAME.tmp-PID-N`,
/// removed if the process is interrupted), which is then renamed over it, so readers see the old
/// file or the whole new one. Unlike `motionspec_write_temporary` it does not wait for the disk.
/// Returns 0, or -1 with what failed and why (`cannot create file: Permission denied`) in `message`, of
/// `capacity` bytes; nothing is left behind on failure.
int motionspec_write_file_atomically(const char *path, const void *bytes, size_t count, char *message, size_t capacity);

/// Writes `count` bytes to a new hidden file beside `path` (`DIR/.NAME.tmp-PID-N`, its name put in
/// `temporary`) and flushes it to disk, to be renamed into place by
/// `motionspec_commit_temporary`; until then it is removed if the process is interrupted
/// (SIGINT, SIGTERM, SIGHUP). Returns 0, or -1 with the reason in `message` (nothing left behind).
int motionspec_write_temporary(const char *path, const void *bytes, size_t count, char *temporary,
                               size_t temporary_capacity, char *message, size_t capacity);

/// Renames `temporary` over `path` (removing it on failure). Returns 0, or -1 with the reason.
int motionspec_commit_temporary(const char *temporary, const char *path, char *message, size_t capacity);

/// Removes a temporary file that will not be committed.
void motionspec_discard_temporary(const char *temporary);

/// Removes `path` if the process is interrupted (SIGINT, SIGTERM, SIGHUP) before
/// `motionspec_untrack(path)`: for temporary and lock files. At most 64 at a time.
void motionspec_track(const char *path);
void motionspec_untrack(const char *path);

/// Makes `path` a new hard link to `existing` (`link`). Returns 0, or -1 with errno set (ENOENT
/// when `path`'s directory does not exist yet).
int motionspec_link(const char *existing, const char *path);

/// What tells one version of a file from another without reading it: its device, inode, size and
/// modification time in nanoseconds (`lstat`, so a symbolic link is itself). Returns 0, or -1
/// (with `identity` zeroed) when the path cannot be examined.
int motionspec_file_identity(const char *path, unsigned long long identity[4]);

/// Flushes a directory's entries to disk (`fsync` on the directory). Returns 0 or -1.
int motionspec_sync_directory(const char *path);

/// Flushes the file system holding `path` (`syncfs` on Linux, `sync` elsewhere). Returns 0 or -1.
int motionspec_sync_filesystem(const char *path);

/// libFuzzer's driver, for motionspec-fuzz's own `main` (defined only in a `-sanitize=fuzzer`
/// build, which links libFuzzer; declared here so Swift can call it).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const unsigned char *data, size_t size));

/// Keeps multi-megabyte blocks on the heap instead of fresh `mmap`s, where the allocator can be
/// told so (glibc's `mallopt`); does nothing elsewhere.
void motionspec_keep_large_blocks(void);

/// Gives blocks of 4 MB and more their own mappings again, returned to the system when freed and
/// grown in place (glibc's `mallopt`; nothing elsewhere): for a phase that builds a few very
/// large strings, such as a large page, where the heap would keep every size it grew through.
void motionspec_map_large_blocks(void);

/// Hands the heap's free memory back to the system (glibc's `malloc_trim`), for a thread that
/// is done with a large job; does nothing elsewhere.
void motionspec_release_free_memory(void);

/// The process's peak resident memory so far, in bytes (`getrusage`; 0 where unavailable).
double motionspec_peak_resident_bytes(void);

#endif
