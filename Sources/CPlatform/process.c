#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "CPlatform.h"

static int failed(const char *what, int error, char *message, size_t capacity)
{
    snprintf(message, capacity, "%s: %s", what, strerror(error));
    errno = error;
    return -1;
}

int motionspec_write_file_atomically(const char *path, const void *bytes, size_t count, char *message, size_t capacity)
{
    static unsigned counter;
    char temporary[4096];
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; attempt++) {
        unsigned n = __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
        if (snprintf(temporary, sizeof temporary, "%s.tmp-%ld-%u", path, (long)getpid(), n) >= (int)sizeof temporary)
            return failed("cannot create file", ENAMETOOLONG, message, capacity);
        fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST)
            return failed("cannot create file", errno, message, capacity);
    }
    if (fd < 0)
        return failed("cannot create file", EEXIST, message, capacity);
    const char *next = bytes;
    while (count > 0) {
        ssize_t written = write(fd, next, count);
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0) {
            int error = errno;
            close(fd);
            unlink(temporary);
            return failed("cannot write file", error, message, capacity);
        }
        next += written;
        count -= (size_t)written;
    }
    if (close(fd) != 0) {
        int error = errno;
        unlink(temporary);
        return failed("cannot write file", error, message, capacity);
    }
    if (rename(temporary, path) != 0) {
        int error = errno;
        unlink(temporary);
        return failed("cannot move file into place", error, message, capacity);
    }
    return 0;
}

void motionspec_keep_large_blocks(void)
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
#endif
}

void motionspec_release_free_memory(void)
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

double motionspec_peak_resident_bytes(void)
{
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return 0;
#if defined(__APPLE__)
    return (double)usage.ru_maxrss; /* bytes on Darwin */
#else
    return (double)usage.ru_maxrss * 1024; /* kilobytes on Linux */
#endif
}
