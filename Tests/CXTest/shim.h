#ifndef OPENUIKIT_CXTEST_SHIM_H
#define OPENUIKIT_CXTEST_SHIM_H
/* XTest fakes core input through the server's XTEST devices, so XI2 clients see it as real
   input (unlike XSendEvent, which XI2 never reports). */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#endif
