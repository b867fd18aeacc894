#include "CallgrindRequests.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

int callgrind_running_on_valgrind(void) { return RUNNING_ON_VALGRIND ? 1 : 0; }
void callgrind_zero_statistics(void) { CALLGRIND_ZERO_STATS; }
void callgrind_dump_statistics(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }
#else
int callgrind_running_on_valgrind(void) { return 0; }
void callgrind_zero_statistics(void) {}
void callgrind_dump_statistics(const char *label) { (void)label; }
#endif
