#ifndef OPENUIKIT_CINPUTTEST_SHIM_H
#define OPENUIKIT_CINPUTTEST_SHIM_H
/* The wire protocol of Xorg's `inputtest` input driver (package xserver-xorg-dev). The header
   needs only <stdint.h>, so the rest of the Xorg SDK (and its -fvisibility=hidden cflags from
   xorg-server.pc) stays out of the build; nothing is linked. */
#include <xorg/xf86-input-inputtest-protocol.h>
#endif
