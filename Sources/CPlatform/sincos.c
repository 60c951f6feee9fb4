#define _GNU_SOURCE
#include <math.h>

#include "CPlatform.h"

void motionspec_sincos(double x, double *s, double *c)
{
#if defined(__GLIBC__)
    sincos(x, s, c);
#elif defined(__APPLE__)
    __sincos(x, s, c);
#else
    *s = sin(x);
    *c = cos(x);
#endif
}
