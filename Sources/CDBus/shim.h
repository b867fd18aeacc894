#ifndef OPENUIKIT_CDBUS_SHIM_H
#define OPENUIKIT_CDBUS_SHIM_H
#include <dbus/dbus.h>
#endif
