/*
 * program_run.c - see program_run.h.
 *
 * The program is a stranger's, so nothing it does may stop us: its output
 * comes through pipes read with poll(2) against a deadline on the
 * monotonic clock (a changed wall clock moves no deadline), never through
 * a temporary file that could fill a disk or be left behind; the child
 * leads a process group of its own, so one kill(2) reaches every process
 * it started, including background children that still hold the pipes.
 * The group is killed before the child is reaped: while the leader is an
 * unreaped zombie its pid, and so the group's id, cannot be reused by an
 * unrelated process. The pipes are O_CLOEXEC (pipe2, hence _GNU_SOURCE),
 * so no earlier run or unrelated child inherits a write end that would
 * keep our read end open. Whether /bin/sh could be started at all comes
 * back through a third close-on-exec pipe: exec closes it empty, a
 * failure writes errno into it. We never write to the child (its stdin is
 * /dev/null), so SIGPIPE cannot reach us from here. A Ctrl-C goes to our
 * process group, not the child's, so SIGINT, SIGTERM and SIGHUP are
 * caught for the duration of the run to kill the child's group before
 * they take effect as before (unless they were ignored: nohup's SIGHUP
 * stays ignored).
 *
 * A death we cannot catch (SIGKILL, the OOM killer, a crash) must not
 * leave the program running either, so the child we fork is not the
 * shell but a small monitor - a copy of us that never execs - which
 * leads the group, asks the kernel for a signal when we die
 * (PR_SET_PDEATHSIG), and then kills the group, itself included. The
 * shell is the monitor's child, so the kernel's signal cannot be lost
 * on an exec, and the monitor outlives the shell until we kill the
 * group: the group's id stays taken for as long as anyone may signal it.
 * The shell's wait status comes back through a fourth pipe.
 */
#define _GNU_SOURCE
#include "program_run.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/prctl.h>
#endif
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- one output of the child, read into memory with a limit ---- */

typedef struct capture {
    int fd;          /* -1 once closed */
    char *data;      /* always room for a final NUL */
    size_t size, capacity;
    size_t limit;    /* bytes kept */
    size_t wanted;   /* bytes read into data: limit, +1 to see an excess */
} capture;

static size_t saturating_add(size_t a, size_t b)
{
    return a > SIZE_MAX - b ? SIZE_MAX : a + b;
}

static int capture_init(capture *c, size_t limit, int excess_ends_run)
{
    memset(c, 0, sizeof *c);
    c->fd = -1;
    c->limit = limit;
    c->wanted = saturating_add(limit, excess_ends_run ? 1 : 0);
    c->capacity = c->wanted < 4096 ? c->wanted + 1 : 4096;
    c->data = malloc(c->capacity);
    return c->data ? 0 : -1;
}

/* Doubles the buffer, up to what `wanted` bytes and a NUL need. */
static int capture_grow(capture *c)
{
    const size_t most = saturating_add(c->wanted, 1);
    size_t bigger = c->capacity > SIZE_MAX / 2 ? SIZE_MAX : c->capacity * 2;
    if (bigger > most) bigger = most;
    char *grown = realloc(c->data, bigger);
    if (grown == NULL) return -1;
    c->data = grown;
    c->capacity = bigger;
    return 0;
}

/* One read(2). Returns 0, 1 when more than `limit` bytes arrived on a
 * capture whose excess ends the run, or -1 with errno. Past `wanted`,
 * bytes are read and dropped so the writer never blocks on us. */
static int capture_read(capture *c)
{
    char scratch[4096];
    char *into = scratch;
    size_t room = sizeof scratch;
    if (c->size < c->wanted) {
        if (c->size + 1 == c->capacity && capture_grow(c) != 0) return -1;
        into = c->data + c->size;
        room = c->capacity - 1 - c->size;
    }
    const ssize_t got = read(c->fd, into, room);
    if (got < 0) return errno == EINTR || errno == EAGAIN ? 0 : -1;
    if (got == 0) {
        close(c->fd);
        c->fd = -1;
        return 0;
    }
    if (into != scratch) c->size += (size_t)got;
    return c->size > c->limit ? 1 : 0;
}

/* Hands the bytes kept, NUL-terminated, to the result's fields, in a
 * block of their own size: the doubling left up to as much again unused,
 * and the caller keeps the output for as long as it checks it. */
static void capture_take(capture *c, char **data, size_t *size)
{
    if (c->size > c->limit) c->size = c->limit;
    c->data[c->size] = '\0';
    char *fitted = realloc(c->data, c->size + 1);
    if (fitted != NULL) c->data = fitted;
    *data = c->data;
    *size = c->size;
    c->data = NULL;
}

static void capture_close(capture *c)
{
    if (c->fd >= 0) close(c->fd);
    c->fd = -1;
    free(c->data);
    c->data = NULL;
}

/* ---- time ---- */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* poll(2)'s timeout until `deadline`, rounded up: -1 for none, 0 once
 * it has passed. */
static int milliseconds_left(double deadline)
{
    if (isinf(deadline)) return -1;
    const double left = deadline - now();
    if (left <= 0) return 0;
    return left >= 1e6 ? 1000000000 : (int)(left * 1000.0) + 1;
}

/* ---- signals that would end us while the child runs ---- */

static const int forwarded[] = {SIGINT, SIGTERM, SIGHUP};
#define FORWARDED_COUNT (sizeof forwarded / sizeof forwarded[0])
static struct sigaction previous[FORWARDED_COUNT];
static int caught[FORWARDED_COUNT];
static volatile sig_atomic_t running_group;

static void kill_group_then_resend(int signal_number)
{
    if (running_group > 0) kill(-(pid_t)running_group, SIGKILL);
    for (size_t i = 0; i < FORWARDED_COUNT; i++)
        if (forwarded[i] == signal_number)
            sigaction(signal_number, &previous[i], NULL);
    raise(signal_number);
}

/* Signals ignored before stay ignored: nohup's SIGHUP must not kill. */
static void guard_begin(void)
{
    running_group = 0;
    for (size_t i = 0; i < FORWARDED_COUNT; i++) {
        caught[i] = 0;
        if (sigaction(forwarded[i], NULL, &previous[i]) != 0 ||
            previous[i].sa_handler == SIG_IGN)
            continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        action.sa_handler = kill_group_then_resend;
        caught[i] = sigaction(forwarded[i], &action, NULL) == 0;
    }
}

static void guard_end(void)
{
    for (size_t i = 0; i < FORWARDED_COUNT; i++)
        if (caught[i]) sigaction(forwarded[i], &previous[i], NULL);
    running_group = 0;
}

/* ---- the monitor: the group's leader, between us and the shell ---- */

/* The signal the kernel sends the monitor when we die (PR_SET_PDEATHSIG);
 * the monitor then checks that we really are gone, so the same signal
 * sent by the student's program changes nothing. */
#define PARENT_DIED SIGRTMIN

/* In the shell's process between fork and exec: async-signal-safe calls
 * only. Descriptors are first moved above 2, so that none of them is
 * overwritten by the dup2 of another when the caller runs with 0, 1 or
 * 2 closed. */
static void run_shell(const char *command, const int out_pipe[2],
                      const int err_pipe[2], int status_fd)
{
    const int status = fcntl(status_fd, F_DUPFD_CLOEXEC, 3);
    const int out = fcntl(out_pipe[1], F_DUPFD_CLOEXEC, 3);
    const int err = fcntl(err_pipe[1], F_DUPFD_CLOEXEC, 3);
    const int in = open("/dev/null", O_RDONLY);
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    sigemptyset(&default_action.sa_mask);
    default_action.sa_handler = SIG_DFL;
    sigset_t none;
    sigemptyset(&none);
    if (status >= 0 && out >= 0 && err >= 0 && in >= 0 &&
        (in == 0 || dup2(in, 0) == 0) && dup2(out, 1) == 1 &&
        dup2(err, 2) == 2 && sigaction(SIGPIPE, &default_action, NULL) == 0 &&
        sigprocmask(SIG_SETMASK, &none, NULL) == 0) {
        if (in > 2) close(in);
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
    }
    const int why = errno;
    if (status >= 0 && write(status, &why, sizeof why) < 0) _exit(127);
    _exit(127);
}

static void close_pipes(int pipes[][2], int count)
{
    for (int i = 0; i < count; i++) {
        close(pipes[i][0]);
        close(pipes[i][1]);
    }
}

/* The shell's wait status goes to `report_fd` when it ends; then the
 * monitor stays, keeping the group's id taken, until we kill the group
 * (as we always do) or die (then it kills the group itself). */
_Noreturn static void monitor_wait(pid_t shell, pid_t parent, int report_fd)
{
    sigset_t awaited;
    sigemptyset(&awaited);
    sigaddset(&awaited, SIGCHLD);
    sigaddset(&awaited, PARENT_DIED);
    for (;;) {
        siginfo_t info;
        const int got = sigwaitinfo(&awaited, &info);
        if (got == PARENT_DIED && getppid() != parent) kill(0, SIGKILL);
        int status = 0;
        if (got == SIGCHLD && shell > 0 &&
            waitpid(shell, &status, WNOHANG) == shell) {
            if (write(report_fd, &status, sizeof status) < 0) _exit(127);
            close(report_fd);
            shell = 0;
        }
    }
}

/* The child we fork: leads a process group of its own and, told by the
 * kernel of our death, kills it (a shell and its children cannot be told
 * that way: PR_SET_PDEATHSIG is not inherited). Runs the shell as its
 * own child. Async-signal-safe calls only. */
_Noreturn static void run_monitor(const char *command, int pipes[4][2],
                                  pid_t parent)
{
    setpgid(0, 0);
    sigset_t awaited;
    sigemptyset(&awaited);
    sigaddset(&awaited, SIGCHLD);
    sigaddset(&awaited, PARENT_DIED);
    sigprocmask(SIG_BLOCK, &awaited, NULL);
    signal(SIGCHLD, SIG_DFL); /* an inherited SIG_IGN would reap for us */
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
    /* (The browser's build has no processes: it never gets here.) */
    prctl(PR_SET_PDEATHSIG, PARENT_DIED);
#endif
    if (getppid() != parent) kill(0, SIGKILL); /* we died before prctl */
    /* No core files from a crashing generator in the user's directory
     * (setrlimit is a bare system call, safe here as well). */
    const struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    const pid_t shell = fork();
    if (shell == 0) run_shell(command, pipes[0], pipes[1], pipes[2][1]);
    const int why = errno;
    if (shell < 0 && write(pipes[2][1], &why, sizeof why) < 0) _exit(127);
    const int report_fd = pipes[3][1];
    pipes[3][1] = -1;
    close_pipes(pipes, 4);
    const int null_fd = open("/dev/null", O_RDWR);
    for (int fd = 0; fd < 3 && null_fd >= 0; fd++)
        if (null_fd != fd) dup2(null_fd, fd);
    if (null_fd > 2) close(null_fd);
    if (shell < 0) _exit(127);
    monitor_wait(shell, parent, report_fd);
}

/* ---- starting the child ---- */

static int make_pipes(int pipes[4][2])
{
    for (int i = 0; i < 4; i++)
        if (pipe2(pipes[i], O_CLOEXEC) != 0) {
            const int saved = errno;
            close_pipes(pipes, i);
            errno = saved;
            return -1;
        }
    return 0;
}

/* Forks the monitor with the forwarded signals blocked, so that none is
 * caught before running_group names its group. Returns its pid with the
 * read ends in out->fd, err->fd, ends[0] (the shell's start) and ends[1]
 * (its wait status), or -1 with errno. */
static pid_t start_child(const char *command, capture *out, capture *err,
                         int ends[2])
{
    int pipes[4][2];
    if (make_pipes(pipes) != 0) return -1;
    sigset_t blocked, before;
    sigemptyset(&blocked);
    for (size_t i = 0; i < FORWARDED_COUNT; i++)
        sigaddset(&blocked, forwarded[i]);
    sigprocmask(SIG_BLOCK, &blocked, &before);
    guard_begin();
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid == 0) run_monitor(command, pipes, parent);
    const int fork_errno = errno;
    if (pid > 0) {
        setpgid(pid, pid); /* EACCES once it has exec'd: it did it then */
        running_group = pid;
    } else
        guard_end();
    sigprocmask(SIG_SETMASK, &before, NULL);
    for (int i = 0; i < 4; i++) {
        close(pipes[i][1]);
        if (pid < 0) close(pipes[i][0]);
    }
    if (pid > 0) {
        out->fd = pipes[0][0];
        err->fd = pipes[1][0];
        ends[0] = pipes[2][0];
        ends[1] = pipes[3][0];
    }
    errno = fork_errno;
    return pid;
}

/* 0 once exec succeeded, else the child's errno. */
static int start_errno_of(int status_fd)
{
    int why = 0;
    ssize_t got;
    do
        got = read(status_fd, &why, sizeof why);
    while (got < 0 && errno == EINTR);
    close(status_fd);
    return got == (ssize_t)sizeof why ? why : 0;
}

/* ---- the run ---- */

enum run_end { RUN_CLOSED, RUN_TIMED_OUT, RUN_TOO_LARGE, RUN_ERROR };

/* Reads both outputs until both are closed, the deadline, or the cap. */
static enum run_end collect(capture *out, capture *err, double deadline)
{
    capture *const captures[2] = {out, err};
    while (out->fd >= 0 || err->fd >= 0) {
        struct pollfd fds[2];
        capture *of[2];
        nfds_t count = 0;
        for (int i = 0; i < 2; i++)
            if (captures[i]->fd >= 0) {
                fds[count] = (struct pollfd){captures[i]->fd, POLLIN, 0};
                of[count++] = captures[i];
            }
        const int timeout = milliseconds_left(deadline);
        if (timeout == 0) return RUN_TIMED_OUT;
        if (poll(fds, count, timeout) < 0) {
            if (errno == EINTR) continue;
            return RUN_ERROR;
        }
        for (nfds_t i = 0; i < count; i++) {
            if (fds[i].revents == 0) continue;
            const int read_status = capture_read(of[i]);
            if (read_status < 0) return RUN_ERROR;
            if (read_status > 0) return RUN_TOO_LARGE;
        }
    }
    return RUN_CLOSED;
}

/* Waits until the monitor reports the shell's wait status, or the
 * deadline: the outputs are closed, but the shell may still be running.
 * A report that never comes (the monitor itself was killed, by the
 * program's `kill 0`) leaves *reported 0: the monitor's own status then
 * stands for the shell's. */
static enum run_end wait_exit(int report_fd, double deadline, int *status,
                              int *reported)
{
    *reported = 0;
    for (;;) {
        struct pollfd ready = {report_fd, POLLIN, 0};
        const int timeout = milliseconds_left(deadline);
        if (timeout == 0) return RUN_TIMED_OUT;
        const int polled = poll(&ready, 1, timeout);
        if (polled < 0 && errno != EINTR) return RUN_ERROR;
        if (polled <= 0) continue;
        const ssize_t got = read(report_fd, status, sizeof *status);
        if (got < 0 && errno == EINTR) continue;
        *reported = got == (ssize_t)sizeof *status;
        return RUN_CLOSED;
    }
}

/* Kills the group (background children too, and the monitor) and then
 * reaps the monitor. */
static int stop_and_reap(pid_t pid)
{
    kill(-pid, SIGKILL);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) break;
    return status;
}

static void fill_result(program_result *result, enum run_end end,
                        int status)
{
    if (end == RUN_TIMED_OUT)
        result->outcome = PROGRAM_TIMED_OUT;
    else if (end == RUN_TOO_LARGE)
        result->outcome = PROGRAM_OUTPUT_TOO_LARGE;
    else if (WIFSIGNALED(status)) {
        result->outcome = PROGRAM_SIGNALED;
        result->signal_number = WTERMSIG(status);
    } else {
        result->outcome = PROGRAM_EXITED;
        result->exit_status = WEXITSTATUS(status);
    }
    /* sh reports its last command's death by signal S as status 128+S
     * (dash runs even a lone `sh gen.sh 7` as a child, so this is the
     * usual case); a crashed generator is a crash, not a failure. */
    if (result->outcome == PROGRAM_EXITED && result->exit_status > 128 &&
        result->exit_status <= 128 + SIGRTMAX) {
        result->outcome = PROGRAM_SIGNALED;
        result->signal_number = result->exit_status - 128;
    }
}

int program_run(const char *command, double time_limit_seconds,
                size_t output_limit, program_result *result)
{
    memset(result, 0, sizeof *result);
    if (isnan(time_limit_seconds) || time_limit_seconds < 0) {
        errno = EINVAL;
        return -1;
    }
    capture out, err;
    const int out_ready = capture_init(&out, output_limit, 1) == 0;
    const int ready = capture_init(&err, PROGRAM_ERRORS_KEPT, 0) == 0 &&
                      out_ready;
    const double start = now();
    int ends[2] = {-1, -1};
    const pid_t pid = ready ? start_child(command, &out, &err, ends) : -1;
    enum run_end end = RUN_ERROR;
    int status = 0, reported = 0, saved_errno = ready ? errno : ENOMEM;
    if (pid > 0) {
        result->start_errno = start_errno_of(ends[0]);
        const double deadline = start + time_limit_seconds;
        end = result->start_errno ? RUN_CLOSED : collect(&out, &err, deadline);
        if (end == RUN_CLOSED)
            end = wait_exit(ends[1], deadline, &status, &reported);
        saved_errno = errno;
        close(ends[1]);
        const int monitor_status = stop_and_reap(pid);
        if (!reported) status = monitor_status;
        guard_end();
    }
    result->seconds = now() - start;
    if (end == RUN_ERROR) {
        capture_close(&out);
        capture_close(&err);
        memset(result, 0, sizeof *result);
        errno = saved_errno;
        return -1;
    }
    fill_result(result, end, status);
    if (result->start_errno) {
        result->outcome = PROGRAM_NOT_STARTED;
        result->exit_status = 0; /* the 127 of the child that failed */
    }
    capture_take(&out, &result->output, &result->output_size);
    capture_take(&err, &result->errors, &result->errors_size);
    capture_close(&out);
    capture_close(&err);
    return 0;
}

void program_result_free(program_result *result)
{
    free(result->output);
    free(result->errors);
    memset(result, 0, sizeof *result);
}

char *program_command_for(const char *template_text, unsigned n)
{
    static const char mark[] = "{n}";
    const size_t mark_length = sizeof mark - 1;
    char digits[3 * sizeof n + 1];
    const size_t digit_count =
        (size_t)snprintf(digits, sizeof digits, "%u", n);
    size_t count = 0;
    for (const char *p = strstr(template_text, mark); p != NULL;
         p = strstr(p + mark_length, mark))
        count++;
    char *text = malloc(strlen(template_text) - count * mark_length +
                        count * digit_count + 1);
    if (text == NULL) return NULL;
    char *to = text;
    const char *from = template_text;
    for (const char *p; (p = strstr(from, mark)) != NULL;
         from = p + mark_length) {
        memcpy(to, from, (size_t)(p - from));
        to += p - from;
        memcpy(to, digits, digit_count);
        to += digit_count;
    }
    strcpy(to, from);
    return text;
}
