// giflib (Debian's libgif-dev): the GIF encoder behind `motionspec diff --animate`.
#ifndef MOTIONSPEC_CGIF_SHIM_H
#define MOTIONSPEC_CGIF_SHIM_H

#include <gif_lib.h>

#endif
