// libm functions Swift's Glibc module does not export (they need _GNU_SOURCE).
#ifndef MOTIONSPEC_CMATHSHIMS_H
#define MOTIONSPEC_CMATHSHIMS_H

/// sin(x) and cos(x) with one argument reduction (glibc's sincos; two calls elsewhere).
void motionspec_sincos(double x, double *s, double *c);

#endif
