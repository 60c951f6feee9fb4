// libdeflate (Debian's libdeflate-dev): whole-buffer DEFLATE in zlib's format, and CRC-32, for
// the PNG encoder.
#ifndef MOTIONSPEC_CDEFLATE_SHIM_H
#define MOTIONSPEC_CDEFLATE_SHIM_H

#include <libdeflate.h>

#endif
