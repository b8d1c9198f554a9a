/*
 * program_reap.h - every process a student's program started, gone.
 *
 * A process group is no fence: a child that calls setsid(2) or
 * setpgid(2), or a daemon that forks twice, leaves it, and
 * PR_SET_PDEATHSIG reaches only a direct child. So the monitor that runs
 * the program is a child subreaper: whatever the program leaves behind
 * when its parent ends becomes the monitor's child, and the monitor
 * kills and reaps its children until it has none. Monitor-side only:
 * async-signal-safe calls, no memory allocated.
 */
#ifndef NQCNF_CLI_PROGRAM_REAP_H
#define NQCNF_CLI_PROGRAM_REAP_H

#include <sys/types.h>

/* Makes the calling process a child subreaper; 0, or errno. */
int program_reap_adopt(void);

/* Kills every child of the calling process, and the process group of
 * the program's shell (`shell`, its leader, still unreaped: a reaped
 * leader's group id may already be someone else's; 0 when reaped),
 * again and again, reaping each, until none is left. The shell's wait
 * status goes to *shell_status if it is reaped here. */
void program_reap_all(pid_t shell, int *shell_status);

#endif
