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


void motionspec_keep_large_blocks(void)
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
#endif
}

void motionspec_map_large_blocks(void)
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 4 << 20);
    mallopt(M_TRIM_THRESHOLD, 4 << 20);
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
