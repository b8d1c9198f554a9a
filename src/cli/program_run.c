/*
 * program_run.c - see program_run.h.
 *
 * The program is a stranger's, so nothing it does may stop us: its output
 * comes through pipes read with poll(2) against a deadline on the
 * monotonic clock (a changed wall clock moves no deadline), never through
 * a temporary file that could fill a disk or be left behind. The pipes
 * are O_CLOEXEC (pipe2, hence _GNU_SOURCE), so no earlier run or
 * unrelated child inherits a write end that would keep our read end
 * open. Whether the program could be started at all comes back through
 * a third close-on-exec pipe: exec closes it empty, a failure writes the
 * step and errno into it, and that failure is ours, not the program's.
 * We never write to the child (its stdin is /dev/null), so SIGPIPE
 * cannot reach us from here.
 *
 * A process group is no fence (a child may call setsid or setpgid), and
 * a death we cannot catch (SIGKILL, the OOM killer, a crash) must not
 * leave the program running either. So the child we fork is not the
 * shell but a small monitor - a copy of us that never execs - in a
 * session of its own (the program gets no controlling terminal), which
 * asks the kernel for a signal when we die (PR_SET_PDEATHSIG), becomes
 * the subreaper of everything the program starts, and runs the shell as
 * its child. When the run ends (or we are interrupted, or die) the
 * monitor kills and reaps every descendant (program_reap.c) and exits;
 * we then reap it. The shell's wait status comes back through a fourth
 * pipe. A Ctrl-C goes to our process group, not the program's, so
 * SIGINT, SIGTERM and SIGHUP are caught for the duration of the run to
 * have the monitor sweep before they take effect as before (unless they
 * were ignored: nohup's SIGHUP stays ignored).
 */
#define _GNU_SOURCE
#include "program_run.h"

#include "program_reap.h"

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

/* The signal the kernel sends the monitor when we die (PR_SET_PDEATHSIG);
 * the monitor then checks that we really are gone, so the same signal
 * sent by the student's program changes nothing. */
#define PARENT_DIED SIGRTMIN
/* Ours to the monitor: kill and reap everything, then end. Honoured only
 * when it comes from us. */
#define SWEEP (SIGRTMIN + 1)

static const int forwarded[] = {SIGINT, SIGTERM, SIGHUP};
#define FORWARDED_COUNT (sizeof forwarded / sizeof forwarded[0])
static struct sigaction previous[FORWARDED_COUNT];
static int caught[FORWARDED_COUNT];
static volatile sig_atomic_t running_monitor;

static void sweep_then_resend(int signal_number)
{
    if (running_monitor > 0) kill((pid_t)running_monitor, SWEEP);
    for (size_t i = 0; i < FORWARDED_COUNT; i++)
        if (forwarded[i] == signal_number)
            sigaction(signal_number, &previous[i], NULL);
    raise(signal_number);
}

/* Signals ignored before stay ignored: nohup's SIGHUP must not kill. */
static void guard_begin(void)
{
    running_monitor = 0;
    for (size_t i = 0; i < FORWARDED_COUNT; i++) {
        caught[i] = 0;
        if (sigaction(forwarded[i], NULL, &previous[i]) != 0 ||
            previous[i].sa_handler == SIG_IGN)
            continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        action.sa_handler = sweep_then_resend;
        caught[i] = sigaction(forwarded[i], &action, NULL) == 0;
    }
}

static void guard_end(void)
{
    for (size_t i = 0; i < FORWARDED_COUNT; i++)
        if (caught[i]) sigaction(forwarded[i], &previous[i], NULL);
    running_monitor = 0;
}

/* ---- the monitor: a session of its own, between us and the shell ---- */

/* What the monitor and the shell need, all made before the fork. */
typedef struct run_plan {
    char *command; /* a copy: execve takes it as char * */
    char **environment;
    char *fresh_folder; /* NULL: ours (the command cds itself) */
    const program_user *user;
    program_limit_plan limits;
    pid_t parent;
} run_plan;

/* Why the program could not be started, through the start pipe: the
 * step is a pointer to a string of the program's image, the same in the
 * forked copies as in ours. */
typedef struct start_failure {
    const char *step;
    int why;
} start_failure;

static _Noreturn void fail_start(int fd, const char *step, int why)
{
    const start_failure failure = {step, why};
    if (write(fd, &failure, sizeof failure) < 0) _exit(127);
    _exit(127);
}

/* In the shell's process between fork and exec: async-signal-safe calls
 * only. The limits come first, while the cgroup's descriptor is still
 * where it was; then the descriptors are moved above 2 (so none is
 * overwritten by the dup2 of another when the caller runs with 0, 1 or
 * 2 closed), the start pipe to 3, and everything else closed. The user
 * is dropped last: the limits and the folder need the grader's rights. */
static _Noreturn void run_shell(const run_plan *plan, const int out_pipe[2],
                                const int err_pipe[2], int status_fd)
{
    setpgid(0, 0); /* a group of its own: the monitor kills it whole */
    const char *step = NULL;
    int why = program_limits_apply(&plan->limits, &step);
    if (why != 0) fail_start(status_fd, step, why);
    if (plan->fresh_folder != NULL && chdir(plan->fresh_folder) != 0)
        fail_start(status_fd, "enter the program's fresh folder", errno);
    const int status = fcntl(status_fd, F_DUPFD_CLOEXEC, 3);
    const int out = fcntl(out_pipe[1], F_DUPFD_CLOEXEC, 3);
    const int err = fcntl(err_pipe[1], F_DUPFD_CLOEXEC, 3);
    const int in = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (status < 0 || out < 0 || err < 0 || in < 0 || dup2(in, 0) != 0 ||
        dup2(out, 1) != 1 || dup2(err, 2) != 2 ||
        (status != 3 && dup2(status, 3) != 3) ||
        fcntl(3, F_SETFD, FD_CLOEXEC) != 0)
        fail_start(status >= 0 ? status : status_fd,
                   "give the program its standard descriptors", errno);
    program_close_from(4, -1);
    program_signals_reset();
    why = program_user_enter(plan->user);
    if (why != 0) fail_start(3, "switch to the --run-as user", why);
    char sh[] = "sh", c[] = "-c";
    char *const argv[] = {sh, c, plan->command, NULL};
    execve("/bin/sh", argv, plan->environment);
    fail_start(3, "run /bin/sh", errno);
}

static void close_pipes(int pipes[][2], int count)
{
    for (int i = 0; i < count; i++) {
        close(pipes[i][0]);
        close(pipes[i][1]);
    }
}

/* The shell's wait status goes to `report_fd` when it ends, and every
 * process that dies on the way is reaped; the monitor ends after killing
 * and reaping everything the program started, when we ask (SWEEP) or
 * die. */
_Noreturn static void monitor_wait(pid_t shell, pid_t parent, int report_fd)
{
    sigset_t awaited;
    sigemptyset(&awaited);
    sigaddset(&awaited, SIGCHLD);
    sigaddset(&awaited, PARENT_DIED);
    sigaddset(&awaited, SWEEP);
    int status = 0;
    for (;;) {
        siginfo_t info;
        const int got = sigwaitinfo(&awaited, &info);
        if ((got == PARENT_DIED && getppid() != parent) ||
            (got == SWEEP && info.si_pid == parent)) {
            program_reap_all(shell, &status);
            _exit(0);
        }
        if (got != SIGCHLD) continue;
        for (pid_t dead; (dead = waitpid(-1, &status, WNOHANG)) > 0;)
            if (dead == shell) {
                if (write(report_fd, &status, sizeof status) < 0) _exit(127);
                close(report_fd);
                shell = 0;
            }
    }
}

/* The child we fork: a session of its own (so no controlling terminal:
 * /dev/tty cannot be opened by anything it starts), a subreaper that
 * every orphan of the program comes back to, and, told by the kernel of
 * our death, the one that kills them all (a shell and its children
 * cannot be told that way: PR_SET_PDEATHSIG is not inherited). Runs the
 * shell as its own child. Async-signal-safe calls only. */
_Noreturn static void run_monitor(const run_plan *plan, int pipes[4][2])
{
    sigset_t awaited;
    sigemptyset(&awaited);
    sigaddset(&awaited, SIGCHLD);
    sigaddset(&awaited, PARENT_DIED);
    sigaddset(&awaited, SWEEP);
    sigprocmask(SIG_BLOCK, &awaited, NULL);
    signal(SIGCHLD, SIG_DFL); /* an inherited SIG_IGN would reap for us */
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
    /* (The browser's build has no processes: it never gets here.) */
    prctl(PR_SET_PDEATHSIG, PARENT_DIED);
#endif
    if (getppid() != plan->parent) _exit(127); /* we died before prctl */
    if (setsid() < 0)
        fail_start(pipes[2][1], "start a session for the program", errno);
    const int why = program_reap_adopt();
    if (why != 0)
        fail_start(pipes[2][1], "adopt the program's orphans", why);
    const pid_t shell = fork();
    if (shell == 0) run_shell(plan, pipes[0], pipes[1], pipes[2][1]);
    if (shell < 0)
        fail_start(pipes[2][1], "start the program (fork)", errno);
    setpgid(shell, shell); /* whichever of us comes first */
    const int report_fd = pipes[3][1];
    pipes[3][1] = -1;
    close_pipes(pipes, 4);
    const int null_fd = open("/dev/null", O_RDWR);
    for (int fd = 0; fd < 3 && null_fd >= 0; fd++)
        if (null_fd != fd) dup2(null_fd, fd);
    if (null_fd > 2) close(null_fd);
    /* nothing of ours stays open for the run's length */
    program_close_from(3, report_fd);
    monitor_wait(shell, plan->parent, report_fd);
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
 * caught before running_monitor names it. Returns its pid with the read
 * ends in out->fd, err->fd, ends[0] (the start) and ends[1] (the
 * shell's wait status), or -1 with errno and *step. */
static pid_t start_child(const run_plan *plan, capture *out, capture *err,
                         int ends[2], const char **step)
{
    int pipes[4][2];
    if (make_pipes(pipes) != 0) {
        *step = "make the program's pipes";
        return -1;
    }
    sigset_t blocked, before;
    sigemptyset(&blocked);
    for (size_t i = 0; i < FORWARDED_COUNT; i++)
        sigaddset(&blocked, forwarded[i]);
    sigprocmask(SIG_BLOCK, &blocked, &before);
    guard_begin();
    const pid_t pid = fork();
    if (pid == 0) run_monitor(plan, pipes);
    const int fork_errno = errno;
    if (pid > 0)
        running_monitor = pid;
    else
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
    *step = "start the program's monitor (fork)";
    errno = fork_errno;
    return pid;
}

/* 0 once exec succeeded, else the failure the child wrote. */
static start_failure start_failure_of(int status_fd)
{
    start_failure failure = {NULL, 0};
    ssize_t got;
    do
        got = read(status_fd, &failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    close(status_fd);
    if (got != (ssize_t)sizeof failure) failure.why = 0;
    return failure;
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
 * A report that never comes (the monitor itself was killed) leaves
 * *reported 0: the monitor's own status then stands for the shell's. */
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

/* How long the monitor may take to kill and reap everything: only a
 * process stuck in the kernel (a dead NFS server) takes long; then the
 * monitor is killed and what is left is the cgroup's to kill, or lost. */
#define SWEEP_SECONDS 10.0

/* Asks the monitor to kill and reap everything the program started,
 * and reaps the monitor. */
static int stop_and_reap(pid_t pid)
{
    kill(pid, SWEEP);
    const double give_up = now() + SWEEP_SECONDS;
    struct timespec pause = {0, 1000 * 1000};
    int status = 0;
    for (;;) {
        const pid_t reaped = waitpid(pid, &status, WNOHANG);
        if (reaped == pid || (reaped < 0 && errno != EINTR)) return status;
        if (now() > give_up) break;
        nanosleep(&pause, NULL);
        if (pause.tv_nsec < 20 * 1000 * 1000) pause.tv_nsec *= 2;
    }
    kill(pid, SIGKILL);
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

/* Everything the monitor needs, made before the fork; 0, or -1 with
 * errno and *step. */
static int plan_run(run_plan *plan, const char *command,
                    const program_rules *rules, const char **step)
{
    memset(plan, 0, sizeof *plan);
    plan->user = &rules->user;
    plan->parent = getpid();
    plan->limits.cgroup_procs_fd = -1;
    plan->command = strdup(command);
    plan->environment = program_environment(rules->passed,
                                            rules->passed_count,
                                            rules->folder, &rules->user);
    if (plan->command == NULL || plan->environment == NULL) {
        *step = "make the program's environment";
        return -1;
    }
    if (rules->fresh_folder &&
        (plan->fresh_folder = program_folder_make(&rules->user)) == NULL) {
        *step = "make a fresh folder for the program";
        return -1;
    }
    const uid_t user = rules->user.set ? rules->user.uid : getuid();
    return program_limits_prepare(&plan->limits, &rules->limits, user, step);
}

static void plan_free(run_plan *plan)
{
    program_limits_finish(&plan->limits);
    program_folder_remove(plan->fresh_folder);
    program_environment_free(plan->environment);
    free(plan->command);
    memset(plan, 0, sizeof *plan);
}

int program_run(const char *command, const program_rules *rules,
                program_result *result)
{
    memset(result, 0, sizeof *result);
    if (isnan(rules->time_limit_seconds) || rules->time_limit_seconds < 0) {
        errno = EINVAL;
        return -1;
    }
    capture out, err;
    const int out_ready = capture_init(&out, rules->output_limit, 1) == 0;
    const int ready = capture_init(&err, PROGRAM_ERRORS_KEPT, 0) == 0 &&
                      out_ready;
    const double start = now();
    run_plan plan;
    const char *step = NULL;
    int ends[2] = {-1, -1};
    pid_t pid = -1;
    if (ready && plan_run(&plan, command, rules, &step) == 0)
        pid = start_child(&plan, &out, &err, ends, &step);
    enum run_end end = RUN_ERROR;
    int status = 0, reported = 0, saved_errno = ready ? errno : ENOMEM;
    start_failure failure = {step, saved_errno};
    if (pid > 0) {
        failure = start_failure_of(ends[0]);
        const double deadline = start + rules->time_limit_seconds;
        end = failure.why ? RUN_CLOSED : collect(&out, &err, deadline);
        if (end == RUN_CLOSED)
            end = wait_exit(ends[1], deadline, &status, &reported);
        saved_errno = errno;
        close(ends[1]);
        const int monitor_status = stop_and_reap(pid);
        if (!reported) status = monitor_status;
        guard_end();
    } else if (ready)
        end = RUN_CLOSED; /* not started: a result of its own */
    if (ready) plan_free(&plan);
    result->seconds = now() - start;
    if (end == RUN_ERROR) {
        capture_close(&out);
        capture_close(&err);
        memset(result, 0, sizeof *result);
        errno = saved_errno;
        return -1;
    }
    fill_result(result, end, status);
    if (failure.why != 0) {
        result->outcome = PROGRAM_NOT_STARTED;
        result->exit_status = 0; /* the 127 of the child that failed */
        result->start_errno = failure.why;
        result->start_step = failure.step;
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
