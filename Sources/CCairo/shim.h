// The C surface of motionspec: cairo (image, SVG and PDF surfaces) and Pango on cairo.
#ifndef MOTIONSPEC_CCAIRO_SHIM_H
#define MOTIONSPEC_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <malloc.h>

#endif
