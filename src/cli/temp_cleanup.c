/*
 * temp_cleanup.c - see temp_cleanup.h.
 *
 * The list is every signal whose default action ends the process, not
 * only the three a terminal sends: a CPU-time limit (SIGXCPU), an alarm,
 * a profiler's timers and a stray SIGUSR1 end a long write just as well,
 * and each left a hidden file of gigabytes behind. SIGKILL cannot be
 * caught; output_file.c keeps the file unnamed (O_TMPFILE) while it is
 * written for that reason, so this list matters for the moment between
 * naming it and renaming it, and where O_TMPFILE is not supported.
 * SIGXFSZ is not here: output_file.c ignores it, so that a file-size
 * limit is an EFBIG error cleaned up like any other. The handler uses
 * only async-signal-safe calls (unlink, sigaction, raise).
 */
#define _GNU_SOURCE
#include "temp_cleanup.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t registered;
static char *volatile registered_path;

static void remove_and_die(int signal_number)
{
    if (registered) unlink(registered_path);
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    sigemptyset(&fallback.sa_mask);
    fallback.sa_handler = SIG_DFL;
    sigaction(signal_number, &fallback, NULL);
    /* pending while this handler runs, delivered as it returns */
    raise(signal_number);
}

static const int fatal_signals[] = {
    SIGHUP,  SIGINT,    SIGQUIT, SIGILL,  SIGTRAP, SIGABRT, SIGBUS,
    SIGFPE,  SIGUSR1,   SIGSEGV, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM,
    SIGXCPU, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPOLL
    SIGPOLL,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
};

/* Catches `signal_number` unless it is ignored (or cannot be asked). */
static void catch_unless_ignored(int signal_number)
{
    struct sigaction before;
    if (sigaction(signal_number, NULL, &before) != 0 ||
        before.sa_handler == SIG_IGN)
        return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = remove_and_die;
    sigaction(signal_number, &action, NULL);
}

static void install_once(void)
{
    static int installed;
    if (installed) return;
    installed = 1;
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0];
         i++)
        catch_unless_ignored(fatal_signals[i]);
    for (int s = SIGRTMIN; s <= SIGRTMAX; s++) catch_unless_ignored(s);
}

void temp_cleanup_register(char *path)
{
    install_once();
    registered_path = path;
    registered = 1;
}

void temp_cleanup_forget(void)
{
    registered = 0;
    registered_path = NULL;
}
