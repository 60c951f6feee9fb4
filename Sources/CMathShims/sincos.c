#define _GNU_SOURCE
#include <math.h>

#include "CMathShims.h"

void motionspec_sincos(double x, double *s, double *c)
{
#if defined(__GLIBC__)
    sincos(x, s, c);
#else
    *s = sin(x);
    *c = cos(x);
#endif
}
