#ifndef OPENUIKIT_CALLGRIND_REQUESTS_H
#define OPENUIKIT_CALLGRIND_REQUESTS_H

/// Valgrind's client requests, for counting the instructions of one measured loop when the
/// benchmark runs under `valgrind --tool=callgrind`. Outside valgrind each is a handful of
/// instructions that do nothing. Built without valgrind's headers, they do nothing at all.

/// Whether the process runs under valgrind (any tool).
int callgrind_running_on_valgrind(void);

/// Sets callgrind's counters to zero.
void callgrind_zero_statistics(void);

/// Writes callgrind's counters since the last zero to a new profile part, `label` in its
/// `desc: Trigger:` line.
void callgrind_dump_statistics(const char *label);

#endif
