#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "CPlatform.h"

// Paths to remove if the process is interrupted (SIGINT, SIGTERM, SIGHUP): temporary files not
// yet renamed into place and lock files. The handler only calls unlink, which is safe in a
// signal handler, then lets the signal do what it would have done.
#define TRACKED 64
#define PATH_CAPACITY 4096
static char tracked[TRACKED][PATH_CAPACITY];
static volatile sig_atomic_t used[TRACKED];
static int installed;

static void remove_tracked(int sig)
{
    for (int i = 0; i < TRACKED; i++)
        if (used[i])
            unlink(tracked[i]);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install(void)
{
    if (__atomic_exchange_n(&installed, 1, __ATOMIC_ACQ_REL))
        return;
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction old;
        if (sigaction(signals[i], NULL, &old) != 0 || old.sa_handler != SIG_DFL)
            continue; // a signal someone else handles (or ignores) is left to them
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = remove_tracked;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}

void motionspec_track(const char *path)
{
    install();
    if (strlen(path) >= PATH_CAPACITY)
        return;
    for (int i = 0; i < TRACKED; i++) {
        sig_atomic_t expected = 0;
        if (__atomic_compare_exchange_n(&used[i], &expected, 2, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            strcpy(tracked[i], path);
            __atomic_store_n(&used[i], 1, __ATOMIC_RELEASE);
            return;
        }
    }
}

void motionspec_untrack(const char *path)
{
    for (int i = 0; i < TRACKED; i++) {
        if (__atomic_load_n(&used[i], __ATOMIC_ACQUIRE) == 1 && strcmp(tracked[i], path) == 0) {
            __atomic_store_n(&used[i], 0, __ATOMIC_RELEASE);
            return;
        }
    }
}

static int failed(const char *what, int error, char *message, size_t capacity)
{
    snprintf(message, capacity, "%s: %s", what, strerror(error));
    errno = error;
    return -1;
}

// The bytes in a new hidden file beside `path`, tracked for removal on interruption; flushed to
// disk (fsync) when `flush`. The one writer of every file motionspec puts in place.
static int write_beside(const char *path, const void *bytes, size_t count, char *temporary, size_t temporary_capacity,
                        int flush, char *message, size_t capacity)
{
    static unsigned counter;
    const char *slash = strrchr(path, '/');
    int directory = slash ? (int)(slash - path + 1) : 0;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; attempt++) {
        unsigned n = __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
        if (snprintf(temporary, temporary_capacity, "%.*s.%s.tmp-%ld-%u", directory, path, path + directory,
                     (long)getpid(), n) >= (int)temporary_capacity)
            return failed("cannot create file", ENAMETOOLONG, message, capacity);
        fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST)
            return failed("cannot create file", errno, message, capacity);
    }
    if (fd < 0)
        return failed("cannot create file", EEXIST, message, capacity);
    motionspec_track(temporary);
    const char *next = bytes;
    while (count > 0) {
        ssize_t written = write(fd, next, count);
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0) {
            int error = errno;
            close(fd);
            motionspec_discard_temporary(temporary);
            return failed("cannot write file", error, message, capacity);
        }
        next += written;
        count -= (size_t)written;
    }
    if ((flush && fsync(fd) != 0) || close(fd) != 0) {
        int error = errno;
        motionspec_discard_temporary(temporary);
        return failed("cannot write file", error, message, capacity);
    }
    return 0;
}

int motionspec_write_temporary(const char *path, const void *bytes, size_t count, char *temporary,
                               size_t temporary_capacity, char *message, size_t capacity)
{
    return write_beside(path, bytes, count, temporary, temporary_capacity, 1, message, capacity);
}

int motionspec_write_file_atomically(const char *path, const void *bytes, size_t count, char *message, size_t capacity)
{
    char temporary[PATH_CAPACITY];
    if (write_beside(path, bytes, count, temporary, sizeof temporary, 0, message, capacity) != 0)
        return -1;
    return motionspec_commit_temporary(temporary, path, message, capacity);
}

int motionspec_commit_temporary(const char *temporary, const char *path, char *message, size_t capacity)
{
    if (rename(temporary, path) != 0) {
        int error = errno;
        motionspec_discard_temporary(temporary);
        return failed("cannot move file into place", error, message, capacity);
    }
    motionspec_untrack(temporary);
    return 0;
}

void motionspec_discard_temporary(const char *temporary)
{
    unlink(temporary);
    motionspec_untrack(temporary);
}

int motionspec_sync_directory(const char *path)
{
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    int status = fsync(fd);
    close(fd);
    return status;
}

int motionspec_sync_filesystem(const char *path)
{
#if defined(__linux__)
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    int status = syncfs(fd);
    close(fd);
    return status;
#else
    (void)path;
    sync();
    return 0;
#endif
}

int motionspec_file_identity(const char *path, unsigned long long identity[4])
{
    struct stat info;
    if (lstat(path, &info) != 0) {
        memset(identity, 0, 4 * sizeof identity[0]);
        return -1;
    }
    identity[0] = (unsigned long long)info.st_dev;
    identity[1] = (unsigned long long)info.st_ino;
    identity[2] = (unsigned long long)info.st_size;
#if defined(__APPLE__)
    identity[3] = (unsigned long long)info.st_mtimespec.tv_sec * 1000000000ull + (unsigned long long)info.st_mtimespec.tv_nsec;
#else
    identity[3] = (unsigned long long)info.st_mtim.tv_sec * 1000000000ull + (unsigned long long)info.st_mtim.tv_nsec;
#endif
    return 0;
}

int motionspec_link(const char *existing, const char *path)
{
    return link(existing, path);
}
