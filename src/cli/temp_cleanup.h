/*
 * temp_cleanup.h - the one temporary file name a signal must not leave
 * behind.
 *
 * While -o's temporary file has a name on disk, any signal that would end
 * the process removes that name first and then ends the process by the
 * same signal, so the caller still sees the usual "killed by signal"
 * status. A signal the parent left ignored (nohup's SIGHUP) stays
 * ignored: no handler is installed over SIG_IGN.
 */
#ifndef NQCNF_CLI_TEMP_CLEANUP_H
#define NQCNF_CLI_TEMP_CLEANUP_H

/* Names `path` (which must stay valid until temp_cleanup_forget) as the
 * file to unlink if a signal ends the process; installs the handlers on
 * first use. */
void temp_cleanup_register(char *path);

/* Nothing to remove any more. */
void temp_cleanup_forget(void);

#endif
