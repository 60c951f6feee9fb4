#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "CPlatform.h"

#if defined(__linux__) && !defined(RENAME_EXCHANGE)
#define RENAME_EXCHANGE (1 << 1)
#endif

int motionspec_exchange(const char *a, const char *b)
{
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#elif defined(__APPLE__) && defined(RENAME_SWAP)
    return renamex_np(a, b, RENAME_SWAP);
#else
    (void)a;
    (void)b;
    errno = ENOSYS;
    return -1;
#endif
}
