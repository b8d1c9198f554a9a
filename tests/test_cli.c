/*
 * test_cli.c - the nqueens-cnf command seen from outside, as a shell sees it.
 *
 * The promises of the command are about processes, not functions: exit
 * statuses, what lands on stdout versus stderr, files that appear only
 * when complete, deaths by signal. So every test runs the real binary
 * (its path is argv[1]) with fork and execv, reads both pipes with poll
 * until EOF and reaps it with a deadline, so a hung child fails the test
 * instead of hanging ctest. Nothing here calls the library: a test that
 * shared code with the command could share its bugs too. Usage
 * errors are a table so that adding a case costs one line, and each row
 * is its own cmocka test so one failure does not hide the others. Expected
 * sizes come from the golden files and from the clause-count formula of
 * tests/support, not from numbers copied out of the program's own output.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <dirent.h>
#include <time.h>
#include <unistd.h>

#include "test_support.h"

#ifndef NQCNF_TEST_DATA_DIR
#error "NQCNF_TEST_DATA_DIR must name the tests/data directory"
#endif

enum { PATH_SIZE = 4096 };

/* Generous for a loaded machine, short enough that a hang is noticed. */
static const double run_timeout_seconds = 20.0;
/* "nqueens-cnf 500 | head -1" must end promptly, not after 200 MB. */
static const double closed_pipe_timeout_seconds = 5.0;

static const char *program_path;

/* ---------------------------------------------------------------- bytes */

typedef struct captured {
    char *data; /* always NUL-terminated, so text checks can use strstr */
    size_t size;
    size_t capacity;
} captured;

static void append_bytes(captured *into, const char *bytes, size_t size)
{
    if (into->size + size + 1 > into->capacity) {
        size_t capacity = into->capacity ? into->capacity : 4096;
        while (capacity < into->size + size + 1) capacity *= 2;
        char *grown = realloc(into->data, capacity);
        if (grown == NULL) fail_msg("out of memory (%zu bytes)", capacity);
        into->data = grown;
        into->capacity = capacity;
    }
    memcpy(into->data + into->size, bytes, size);
    into->size += size;
    into->data[into->size] = '\0';
}

static void release_bytes(captured *bytes)
{
    free(bytes->data);
    memset(bytes, 0, sizeof *bytes);
}

static captured read_whole_file(const char *path)
{
    captured contents = {0};
    append_bytes(&contents, "", 0);
    FILE *file = fopen(path, "rb");
    if (file == NULL) fail_msg("cannot open '%s': %s", path, strerror(errno));
    char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, file)) > 0)
        append_bytes(&contents, chunk, got);
    const int failed = ferror(file);
    fclose(file);
    if (failed) fail_msg("cannot read '%s'", path);
    return contents;
}

static captured read_golden(const char *name)
{
    char path[PATH_SIZE];
    snprintf(path, sizeof path, "%s/%s", NQCNF_TEST_DATA_DIR, name);
    return read_whole_file(path);
}

static void expect_same_bytes(const captured *actual, const captured *expected,
                              const char *what)
{
    const size_t common =
        actual->size < expected->size ? actual->size : expected->size;
    size_t at = 0;
    while (at < common && actual->data[at] == expected->data[at]) at++;
    if (at == common && actual->size == expected->size) return;
    fail_msg("%s: differs from the expected bytes at offset %zu "
             "(got %zu bytes, expected %zu)",
             what, at, actual->size, expected->size);
}

static void expect_golden_file(const char *path, const char *golden_name,
                               const char *what)
{
    captured actual = read_whole_file(path);
    captured expected = read_golden(golden_name);
    expect_same_bytes(&actual, &expected, what);
    release_bytes(&actual);
    release_bytes(&expected);
}

/* A whole line, not a prefix of a longer one: "clauses    744" must not
 * be satisfied by "clauses    7440". */
static int has_line(const char *text, const char *line)
{
    const size_t length = strlen(line);
    for (const char *at = strstr(text, line); at != NULL;
         at = strstr(at + 1, line)) {
        const int starts_line = at == text || at[-1] == '\n';
        if (starts_line && at[length] == '\n') return 1;
    }
    return 0;
}

/* ------------------------------------------------------------- children */

typedef struct child_setup {
    const char *const *args; /* after argv[0], NULL-terminated */
    int stdout_fd;           /* -1: a pipe the test reads */
    rlim_t file_size_limit;  /* 0: inherit the test's limit */
} child_setup;

typedef struct child {
    pid_t pid;
    int out_fd; /* read ends, -1 once closed */
    int err_fd;
} child;

typedef struct run_result {
    int exit_status; /* -1 if it did not exit */
    int term_signal; /* 0 if it did not die of a signal */
    int timed_out;
    double seconds;
    captured out;
    captured err;
} run_result;

static double now_seconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static void sleep_a_millisecond(void)
{
    const struct timespec pause = {0, 1000000};
    nanosleep(&pause, NULL);
}

/* execv wants mutable strings; copies spare the test a const cast. */
static char **build_argv(const char *const *args)
{
    size_t count = 0;
    while (args[count] != NULL) count++;
    char **argv = calloc(count + 2, sizeof *argv);
    if (argv == NULL) fail_msg("out of memory for %zu arguments", count);
    argv[0] = strdup(program_path);
    for (size_t i = 0; i < count; i++) argv[i + 1] = strdup(args[i]);
    return argv;
}

static void free_argv(char **argv)
{
    for (size_t i = 0; argv[i] != NULL; i++) free(argv[i]);
    free(argv);
}

static _Noreturn void die_in_child(int err_fd, const char *step)
{
    char message[256];
    const int length = snprintf(message, sizeof message,
                                "test_cli child: %s failed: %s\n", step,
                                strerror(errno));
    if (length > 0) {
        const ssize_t ignored = write(err_fd, message, (size_t)length);
        (void)ignored;
    }
    _exit(127);
}

/* The child starts from a known state whatever ctest left us: default
 * dispositions and an empty signal mask, so a death by signal is the
 * program's doing. */
static void reset_signals(void)
{
    static const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ};
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
        signal(signals[i], SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}

static _Noreturn void become_program(const child_setup *setup, char **argv,
                                     int out_fd, int err_fd)
{
    if (dup2(err_fd, STDERR_FILENO) < 0) die_in_child(err_fd, "dup2 stderr");
    if (dup2(out_fd, STDOUT_FILENO) < 0) die_in_child(err_fd, "dup2 stdout");
    reset_signals();
    if (setup->file_size_limit != 0) {
        const struct rlimit limit = {setup->file_size_limit,
                                     setup->file_size_limit};
        if (setrlimit(RLIMIT_FSIZE, &limit) != 0)
            die_in_child(STDERR_FILENO, "setrlimit");
    }
    execv(argv[0], argv);
    die_in_child(STDERR_FILENO, "execv");
}

static void make_pipe(int ends[2])
{
    if (pipe(ends) != 0) fail_msg("pipe: %s", strerror(errno));
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
}

static child start_child(const child_setup *setup)
{
    int out_pipe[2] = {-1, -1};
    int err_pipe[2];
    if (setup->stdout_fd < 0) make_pipe(out_pipe);
    make_pipe(err_pipe);
    const int out_write = setup->stdout_fd < 0 ? out_pipe[1] : setup->stdout_fd;
    char **argv = build_argv(setup->args);

    const pid_t pid = fork();
    if (pid == 0) become_program(setup, argv, out_write, err_pipe[1]);
    free_argv(argv);
    if (pid < 0) fail_msg("fork: %s", strerror(errno));
    if (setup->stdout_fd < 0) close(out_pipe[1]);
    close(err_pipe[1]);
    return (child){pid, out_pipe[0], err_pipe[0]};
}

/* Returns 0 at EOF (and closes fd), 1 otherwise. */
static int read_available(int *fd, captured *into)
{
    char chunk[65536];
    const ssize_t got = read(*fd, chunk, sizeof chunk);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return 1;
    if (got <= 0) {
        close(*fd);
        *fd = -1;
        return 0;
    }
    append_bytes(into, chunk, (size_t)got);
    return 1;
}

static int milliseconds_until(double deadline)
{
    const double left = deadline - now_seconds();
    return left <= 0 ? 0 : (int)(left * 1000.0) + 1;
}

/* Reads stdout and stderr until both reach EOF; 0, or -1 at the deadline. */
static int drain_child(child *c, run_result *result, double deadline)
{
    while (c->out_fd >= 0 || c->err_fd >= 0) {
        struct pollfd fds[2] = {{c->out_fd, POLLIN, 0}, {c->err_fd, POLLIN, 0}};
        const int ready = poll(fds, 2, milliseconds_until(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return -1;
        if (fds[0].revents != 0) read_available(&c->out_fd, &result->out);
        if (fds[1].revents != 0) read_available(&c->err_fd, &result->err);
    }
    return 0;
}

static void close_if_open(int *fd)
{
    if (*fd >= 0) close(*fd);
    *fd = -1;
}

/* Reaps the child; at the deadline it is killed, so no test leaves a
 * 28 GB writer running behind it. Returns the wait status. */
static int reap_child(pid_t pid, double deadline, int *timed_out)
{
    int status = 0;
    for (;;) {
        const pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid) return status;
        if (done < 0 && errno != EINTR)
            fail_msg("waitpid: %s", strerror(errno));
        if (now_seconds() > deadline) break;
        sleep_a_millisecond();
    }
    *timed_out = 1;
    kill(pid, SIGKILL);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) continue;
    return status;
}

static void finish_child(child *c, run_result *result, double started,
                         double deadline)
{
    if (drain_child(c, result, deadline) != 0) result->timed_out = 1;
    const int status = reap_child(
        c->pid, result->timed_out ? now_seconds() : deadline,
        &result->timed_out);
    close_if_open(&c->out_fd);
    close_if_open(&c->err_fd);
    result->seconds = now_seconds() - started;
    result->exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result->term_signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    append_bytes(&result->out, "", 0);
    append_bytes(&result->err, "", 0);
}

static run_result run_with(const child_setup *setup)
{
    run_result result = {0};
    const double started = now_seconds();
    child c = start_child(setup);
    finish_child(&c, &result, started, started + run_timeout_seconds);
    return result;
}

static run_result run_args(const char *const *args)
{
    const child_setup setup = {args, -1, 0};
    return run_with(&setup);
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

static void release_result(run_result *result)
{
    release_bytes(&result->out);
    release_bytes(&result->err);
}

/* -------------------------------------------------------------- checks */

static void expect_exit_status(const run_result *result, int status,
                               const char *what)
{
    if (result->timed_out)
        fail_msg("%s: did not finish within %.0f s", what,
                 run_timeout_seconds);
    if (result->term_signal != 0)
        fail_msg("%s: killed by signal %d; stderr: %s", what,
                 result->term_signal, result->err.data);
    if (result->exit_status != status)
        fail_msg("%s: exit status %d, expected %d; stderr: %s", what,
                 result->exit_status, status, result->err.data);
}

static void expect_empty(const captured *stream, const char *stream_name,
                         const char *what)
{
    if (stream->size != 0)
        fail_msg("%s: %s should be empty but holds %zu bytes: %.200s", what,
                 stream_name, stream->size, stream->data);
}

static void expect_contains(const captured *stream, const char *fragment,
                            const char *what)
{
    if (strstr(stream->data, fragment) == NULL)
        fail_msg("%s: expected \"%s\" in: %.300s", what, fragment,
                 stream->data);
}

/* Scripts grep for "nqueens-cnf: error:", and a message split over lines
 * or repeated would break them. */
static void expect_one_line_starting(const captured *err, const char *prefix,
                                     const char *what)
{
    if (strncmp(err->data, prefix, strlen(prefix)) != 0)
        fail_msg("%s: stderr should start with \"%s\": %.300s", what, prefix,
                 err->data);
    const char *newline = memchr(err->data, '\n', err->size);
    if (newline == NULL || newline + 1 != err->data + err->size)
        fail_msg("%s: stderr should be exactly one line: %.300s", what,
                 err->data);
}

static void expect_ended_by_closed_pipe(const run_result *result,
                                        const char *what)
{
    if (result->timed_out)
        fail_msg("%s: still running %.0f s after its reader went away", what,
                 closed_pipe_timeout_seconds);
    const int by_sigpipe = result->term_signal == SIGPIPE;
    const int by_exit_1 = result->term_signal == 0 && result->exit_status == 1;
    if (!by_sigpipe && !by_exit_1)
        fail_msg("%s: expected death by SIGPIPE or exit status 1, got exit "
                 "%d / signal %d",
                 what, result->exit_status, result->term_signal);
}

/* --------------------------------------------------------- directories */

typedef struct scratch {
    char dir[PATH_SIZE];
} scratch;

static void join_path(char *out, const char *dir, const char *name)
{
    const int length = snprintf(out, PATH_SIZE, "%s/%s", dir, name);
    if (length < 0 || length >= PATH_SIZE) fail_msg("path too long: %s", dir);
}

/* Counts the entries of dir, and lists their names for failure messages. */
static size_t list_entries(const char *dir, char *names, size_t names_size)
{
    DIR *stream = opendir(dir);
    if (stream == NULL) fail_msg("opendir '%s': %s", dir, strerror(errno));
    size_t count = 0;
    names[0] = '\0';
    for (struct dirent *entry; (entry = readdir(stream)) != NULL;) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
            continue;
        count++;
        const size_t used = strlen(names);
        snprintf(names + used, names_size - used, " %s", entry->d_name);
    }
    closedir(stream);
    return count;
}

static void expect_entry_count(const char *dir, size_t expected,
                               const char *what)
{
    char names[1024];
    const size_t count = list_entries(dir, names, sizeof names);
    if (count != expected)
        fail_msg("%s: expected %zu entries in the directory, found %zu:%s",
                 what, expected, count, names);
}

static int has_entry_starting_with(const char *dir, const char *prefix)
{
    DIR *stream = opendir(dir);
    if (stream == NULL) fail_msg("opendir '%s': %s", dir, strerror(errno));
    int found = 0;
    for (struct dirent *entry; (entry = readdir(stream)) != NULL;)
        if (strncmp(entry->d_name, prefix, strlen(prefix)) == 0) found = 1;
    closedir(stream);
    return found;
}

static void write_text_file(const char *path, const char *text)
{
    FILE *file = fopen(path, "w");
    if (file == NULL) fail_msg("cannot create '%s': %s", path, strerror(errno));
    fputs(text, file);
    if (fclose(file) != 0) fail_msg("cannot write '%s'", path);
}

static unsigned permission_bits(const char *path)
{
    struct stat info;
    if (stat(path, &info) != 0)
        fail_msg("stat '%s': %s", path, strerror(errno));
    return (unsigned)(info.st_mode & 07777);
}

static int make_scratch_dir(void **state)
{
    scratch *s = calloc(1, sizeof *s);
    if (s == NULL) return -1;
    const char *base = getenv("TMPDIR");
    if (base == NULL || base[0] == '\0') base = "/tmp";
    snprintf(s->dir, sizeof s->dir, "%s/nqcnf-test-cli-XXXXXX", base);
    if (mkdtemp(s->dir) == NULL) {
        free(s);
        return -1;
    }
    *state = s;
    return 0;
}

/* The command writes single files only, so one level is all there is. */
static int remove_scratch_dir(void **state)
{
    scratch *s = *state;
    DIR *stream = opendir(s->dir);
    if (stream != NULL) {
        for (struct dirent *entry; (entry = readdir(stream)) != NULL;) {
            if (strcmp(entry->d_name, ".") == 0 ||
                strcmp(entry->d_name, "..") == 0)
                continue;
            char path[PATH_SIZE];
            const int length = snprintf(path, sizeof path, "%s/%s", s->dir,
                                        entry->d_name);
            if (length > 0 && length < PATH_SIZE && unlink(path) != 0)
                rmdir(path);
        }
        closedir(stream);
    }
    const int removed = rmdir(s->dir);
    free(s);
    return removed;
}

/* ------------------------------------------------- 1. the argument table */

typedef enum stdout_rule {
    STDOUT_EMPTY,
    STDOUT_EQUALS_DATA_FILE,
    STDOUT_CONTAINS,
    STDOUT_STARTS_WITH
} stdout_rule;

typedef struct cli_case {
    const char *name;
    const char *args[5];
    int exit_status;
    const char *stderr_has[3]; /* all must appear; none: stderr empty */
    stdout_rule stdout_rule;
    const char *stdout_text; /* data file name, or the text to find */
} cli_case;

/* Not const: cmocka hands each row to its test through a void pointer. */
static cli_case cli_cases[] = {
    {"no arguments", {NULL}, 2,
     {"missing the board size"}, STDOUT_EMPTY, NULL},
    {"empty N", {"", NULL}, 2, {"empty"}, STDOUT_EMPTY, NULL},
    {"negative N", {"-5", NULL}, 2, {"'-5'"}, STDOUT_EMPTY, NULL},
    {"zero N", {"0", NULL}, 2, {"'0'"}, STDOUT_EMPTY, NULL},
    {"trailing garbage", {"8x", NULL}, 2, {"'8x'"}, STDOUT_EMPTY, NULL},
    {"hexadecimal", {"0x10", NULL}, 2, {"'0x10'"}, STDOUT_EMPTY, NULL},
    {"exponent", {"1e3", NULL}, 2, {"'1e3'"}, STDOUT_EMPTY, NULL},
    {"fraction", {"3.5", NULL}, 2, {"'3.5'"}, STDOUT_EMPTY, NULL},
    {"leading space", {" 8", NULL}, 2, {"' 8'"}, STDOUT_EMPTY, NULL},
    {"plus sign", {"+8", NULL}, 2, {"'+8'"}, STDOUT_EMPTY, NULL},
    {"overflows 64 bits", {"99999999999999999999", NULL}, 2,
     {"'99999999999999999999'"}, STDOUT_EMPTY, NULL},
    {"one past the largest N", {"46341", NULL}, 2,
     {"'46341'", "46340"}, STDOUT_EMPTY, NULL},
    {"2^32 + 1, which would wrap to 1", {"4294967297", NULL}, 2,
     {"'4294967297'"}, STDOUT_EMPTY, NULL},
    {"unknown long option", {"--frobnicate", "8", NULL}, 2,
     {"'--frobnicate'"}, STDOUT_EMPTY, NULL},
    {"unknown short option", {"-x", "8", NULL}, 2,
     {"'-x'"}, STDOUT_EMPTY, NULL},
    {"second board size", {"8", "9", NULL}, 2, {"'9'"}, STDOUT_EMPTY, NULL},
    {"-o without a file", {"8", "-o", NULL}, 2, {"'-o'"}, STDOUT_EMPTY, NULL},
    {"-o with an empty file name", {"-o", "", "8", NULL}, 2,
     {"empty"}, STDOUT_EMPTY, NULL},
    {"stats without N", {"stats", NULL}, 2,
     {"missing the board size"}, STDOUT_EMPTY, NULL},
    {"stats 0", {"stats", "0", NULL}, 2, {"'0'"}, STDOUT_EMPTY, NULL},
    {"stats with -o", {"stats", "8", "-o", "f", NULL}, 2,
     {"'-o'", "'stats'"}, STDOUT_EMPTY, NULL},
    {"solve without N", {"solve", NULL}, 2,
     {"missing the board size"}, STDOUT_EMPTY, NULL},
    {"solve with a bad N", {"solve", "8x", NULL}, 2, {"'8x'"}, STDOUT_EMPTY,
     NULL},
    {"solve --limit 0", {"solve", "8", "--limit", "0", NULL}, 2, {"'0'"},
     STDOUT_EMPTY, NULL},
    {"solve --limit junk", {"solve", "8", "--limit=x1", NULL}, 2, {"'x1'"},
     STDOUT_EMPTY, NULL},
    {"solve --limit overflow", {"solve", "8", "--limit",
                                "99999999999999999999", NULL}, 2,
     {"'99999999999999999999'"}, STDOUT_EMPTY, NULL},
    /* a bound below 9: its first digit alone may pass it */
    {"more random queens than rows", {"8", "--random-queens", "9", NULL}, 2,
     {"'9'", "'--random-queens'", "at most 8"}, STDOUT_EMPTY, NULL},
    {"solve --all with --limit", {"solve", "8", "--all", "--limit=2"}, 2,
     {"'--all'", "'--limit'"}, STDOUT_EMPTY, NULL},
    {"solve with an unknown option", {"solve", "8", "--frob", NULL}, 2,
     {"'--frob'", "'solve'"}, STDOUT_EMPTY, NULL},
    {"solve --svg without a file", {"solve", "8", "--svg", NULL}, 2,
     {"'--svg'"}, STDOUT_EMPTY, NULL},
    {"solve --all=1 is not a value flag", {"solve", "8", "--all=1", NULL}, 2,
     {"'--all=1'"}, STDOUT_EMPTY, NULL},
    {"solve too large for PicoSAT", {"solve", "5000", NULL}, 1,
     {"5000", "external solver"}, STDOUT_EMPTY, NULL},
    {"solve 3 has no solution", {"solve", "3", NULL}, 20, {NULL},
     STDOUT_STARTS_WITH, "no solution"},
    {"solve 2 has no solution", {"solve", "2", "--model", NULL}, 20, {NULL},
     STDOUT_STARTS_WITH, "no solution"},
    {"solve 1 is one queen", {"solve", "1", NULL}, 10, {NULL},
     STDOUT_STARTS_WITH, "Q\n"},
    {"solve --model prints a v line", {"solve", "1", "--model", NULL}, 10,
     {NULL}, STDOUT_STARTS_WITH, "v 1 0\n"},
    {"count 8 is A000170(8)", {"count", "8", NULL}, 0, {NULL},
     STDOUT_STARTS_WITH, "92\n"},
    {"count 8 --unique is A002562(8)", {"count", "--unique", "8", NULL}, 0,
     {NULL}, STDOUT_STARTS_WITH, "12\n"},
    {"count 3 is zero", {"count", "3", "--threads", "1"}, 0, {NULL},
     STDOUT_STARTS_WITH, "0\n"},
    {"count --threads 0", {"count", "8", "--threads", "0"}, 2, {"'0'"},
     STDOUT_EMPTY, NULL},
    {"count without N", {"count", NULL}, 2, {"missing the board size"},
     STDOUT_EMPTY, NULL},
    {"decode without N", {"decode", NULL}, 2, {"missing the board size"},
     STDOUT_EMPTY, NULL},
    {"decode with two files", {"decode", "8", "a", "b"}, 2, {"'b'"},
     STDOUT_EMPTY, NULL},
    {"decode a missing file", {"decode", "8", "/nonexistent/answer", NULL}, 1,
     {"'/nonexistent/answer'"}, STDOUT_EMPTY, NULL},
    {"decode with a missing --cnf", {"decode", "8", "--cnf", "/nonexistent"},
     1, {"'/nonexistent'"}, STDOUT_EMPTY, NULL},
    {"solve --help", {"solve", "--help", NULL}, 0, {NULL}, STDOUT_STARTS_WITH,
     "Usage: nqueens-cnf solve N"},
    {"a mistyped command", {"slove", "8", NULL}, 2,
     {"unknown command 'slove': did you mean 'solve'?"}, STDOUT_EMPTY, NULL},
    {"a word that is no command", {"frobnicate", "8", NULL}, 2,
     {"unknown command 'frobnicate'", "stats, solve, count"}, STDOUT_EMPTY,
     NULL},
    {"a mistyped option", {"count", "8", "--uniq", NULL}, 2,
     {"unknown option '--uniq' for 'count': did you mean '--unique'?"},
     STDOUT_EMPTY, NULL},
    {"an option of other commands", {"8", "--svg", "q.svg", NULL}, 2,
     {"'--svg' is an option of solve and decode, not of the generator"},
     STDOUT_EMPTY, NULL},
    {"an option of another command, with its value", {"count", "8",
                                                      "--limit=3", NULL}, 2,
     {"'--limit' is an option of solve, not of 'count'"}, STDOUT_EMPTY,
     NULL},
    {"a short option of other commands", {"stats", "8", "-q", NULL}, 2,
     {"'-q' is an option of decode and check, not of 'stats'"},
     STDOUT_EMPTY, NULL},
    {"the hidden --man is nobody else's", {"8", "--man", NULL}, 2,
     {"unknown option '--man'"}, STDOUT_EMPTY, NULL},
    {"help COMMAND is that command's alone", {"help", "count", NULL}, 0,
     {NULL}, STDOUT_STARTS_WITH, "Usage: nqueens-cnf count N [OPTIONS]\n"},
    {"help of a mistyped command", {"help", "cuont", NULL}, 2,
     {"unknown command 'cuont': did you mean 'count'?"}, STDOUT_EMPTY, NULL},
    {"help alone is the overview", {"help", NULL}, 0, {NULL},
     STDOUT_CONTAINS, "nqueens-cnf help COMMAND"},
    {"help --man is roff", {"help", "--man", NULL}, 0, {NULL},
     STDOUT_CONTAINS, "\n.TH NQUEENS-CNF 1 "},
    {"help --man takes no command", {"help", "--man", "solve", NULL}, 2,
     {"'solve'"}, STDOUT_EMPTY, NULL},
    {"unknown encoding", {"8", "--encoding", "nonsense", NULL}, 2,
     {"'nonsense'"}, STDOUT_EMPTY, NULL},
    {"unknown format, the formats named", {"8", "--format=xml", NULL}, 2,
     {"'xml'", "smt2", "opb"}, STDOUT_EMPTY, NULL},
    {"unknown encoding, the encodings named", {"8", "-e", "pair", NULL}, 2,
     {"'pair'", "pairwise", "commander"}, STDOUT_EMPTY, NULL},
    {"--comments with smt2", {"8", "--format", "smt2", "--comments"}, 2,
     {"'--comments'", "smt2"}, STDOUT_EMPTY, NULL},
    {"--comments with opb", {"8", "--comments", "-f", "opb", NULL}, 2,
     {"'--comments'", "opb"}, STDOUT_EMPTY, NULL},
    {"queen at row 0", {"8", "--queen", "0,1", NULL}, 2, {"'0,1'"},
     STDOUT_EMPTY, NULL},
    {"queen off the board", {"8", "--queen", "9,1", NULL}, 2, {"'9,1'"},
     STDOUT_EMPTY, NULL},
    {"queen without a column", {"8", "--queen=3", NULL}, 2, {"'3'"},
     STDOUT_EMPTY, NULL},
    {"queen with junk", {"8", "--queen", "1,1x", NULL}, 2, {"'1,1x'"},
     STDOUT_EMPTY, NULL},
    {"block with a sign", {"8", "--block", "-1,1", NULL}, 2, {"'-1,1'"},
     STDOUT_EMPTY, NULL},
    {"queens that attack each other", {"8", "--queen", "1,1", "--queen=3,3"},
     2, {"'1,1'", "'3,3'", "--allow-unsat"}, STDOUT_EMPTY, NULL},
    {"queen on a blocked square", {"8", "--queen=2,2", "--block=2,2", NULL},
     2, {"'2,2'", "blocked"}, STDOUT_EMPTY, NULL},
    {"attacking queens allowed", {"4", "--queen=1,1", "--queen=1,2",
                                  "--allow-unsat"}, 0, {NULL},
     STDOUT_STARTS_WITH, "p cnf 16 86\n"},
    {"count 8 with a queen in the corner", {"count", "8", "--queen", "1,1"},
     0, {NULL}, STDOUT_STARTS_WITH, "4\n"},
    {"count 8 with symmetry breaking", {"count", "8", "--symmetry-breaking",
                                        NULL}, 0, {NULL},
     STDOUT_STARTS_WITH, "12\n"},
    {"count 8 without column at-least-one", {"count", "8", "--no-column-alo",
                                             NULL}, 0, {NULL},
     STDOUT_STARTS_WITH, "92\n"},
    {"stats 8 without column at-least-one", {"stats", "8", "--no-column-alo",
                                             NULL}, 0, {NULL},
     STDOUT_CONTAINS, "clauses    736\n"},
    {"solve with attacking queens", {"solve", "8", "--queen=1,1",
                                     "--queen=2,2"}, 2, {"'1,1'", "'2,2'"},
     STDOUT_EMPTY, NULL},
    {"N = 4 is the handwritten file", {"4", NULL}, 0, {NULL},
     STDOUT_EQUALS_DATA_FILE, "handwritten_4.cnf"},
    {"--help", {"--help", NULL}, 0, {NULL}, STDOUT_CONTAINS, "Usage:"},
    {"-h", {"-h", NULL}, 0, {NULL}, STDOUT_CONTAINS, "Usage:"},
    {"--version", {"--version", NULL}, 0, {NULL}, STDOUT_STARTS_WITH,
     "nqueens-cnf "},
    {"-V", {"-V", NULL}, 0, {NULL}, STDOUT_STARTS_WITH, "nqueens-cnf "},
    {"--version names the solvers built in", {"solve", "-V", NULL}, 0, {NULL},
     STDOUT_CONTAINS, "\nsolvers: picosat"},
    {"-o - is stdout", {"-o", "-", "8", NULL}, 0, {NULL},
     STDOUT_EQUALS_DATA_FILE, "queens_8.seed.cnf"},
    {"--output - is stdout", {"--output", "-", "8", NULL}, 0, {NULL},
     STDOUT_EQUALS_DATA_FILE, "queens_8.seed.cnf"},
    {"--output=- is stdout", {"--output=-", "8", NULL}, 0, {NULL},
     STDOUT_EQUALS_DATA_FILE, "queens_8.seed.cnf"},
    {"-- ends the options", {"--", "8", NULL}, 0, {NULL},
     STDOUT_EQUALS_DATA_FILE, "queens_8.seed.cnf"},
};

enum { CLI_CASE_COUNT = sizeof cli_cases / sizeof cli_cases[0] };

static void expect_stdout_rule(const cli_case *row, const captured *out)
{
    switch (row->stdout_rule) {
    case STDOUT_EMPTY: expect_empty(out, "stdout", row->name); break;
    case STDOUT_CONTAINS:
        expect_contains(out, row->stdout_text, row->name);
        break;
    case STDOUT_STARTS_WITH:
        if (strncmp(out->data, row->stdout_text, strlen(row->stdout_text)) != 0)
            fail_msg("%s: stdout should start with \"%s\": %.200s", row->name,
                     row->stdout_text, out->data);
        break;
    case STDOUT_EQUALS_DATA_FILE: {
        captured expected = read_golden(row->stdout_text);
        expect_same_bytes(out, &expected, row->name);
        release_bytes(&expected);
        break;
    }
    }
}

static void test_table_row(void **state)
{
    const cli_case *row = *state;
    run_result result = run_args(row->args);
    expect_exit_status(&result, row->exit_status, row->name);
    if (row->stderr_has[0] == NULL)
        expect_empty(&result.err, "stderr", row->name);
    else
        expect_one_line_starting(&result.err, "nqueens-cnf: error: ",
                                 row->name);
    for (size_t i = 0; i < 3 && row->stderr_has[i] != NULL; i++)
        expect_contains(&result.err, row->stderr_has[i], row->name);
    expect_stdout_rule(row, &result.out);
    release_result(&result);
}

/* ---------------------------------------------------------------- stats */

static void expect_stdout_line(const run_result *result, const char *what,
                               const char *label, unsigned long long value)
{
    char line[128];
    snprintf(line, sizeof line, "%s%llu", label, value);
    if (!has_line(result->out.data, line))
        fail_msg("%s: expected the line \"%s\" in:\n%s", what, line,
                 result->out.data);
}

static void test_stats_8_matches_the_golden_file(void **state)
{
    (void)state;
    captured golden = read_golden("queens_8.seed.cnf");
    run_result result = run_args(ARGS("stats", "8"));
    expect_exit_status(&result, 0, "stats 8");
    expect_empty(&result.err, "stderr", "stats 8");
    expect_stdout_line(&result, "stats 8", "N          ", 8);
    expect_stdout_line(&result, "stats 8", "variables  ", 64);
    expect_stdout_line(&result, "stats 8", "clauses    ",
                       textbook_clause_count(8));
    expect_stdout_line(&result, "stats 8", "bytes      ",
                       (unsigned long long)golden.size);
    release_bytes(&golden);
    release_result(&result);
}

/* stats must count, not generate: at N = 46340 generating takes days. */
static void test_stats_largest_n_is_instant(void **state)
{
    (void)state;
    const uint64_t n = 46340;
    run_result result = run_args(ARGS("stats", "46340"));
    expect_exit_status(&result, 0, "stats 46340");
    expect_empty(&result.err, "stderr", "stats 46340");
    if (result.seconds > 2.0)
        fail_msg("stats 46340 took %.2f s", result.seconds);
    expect_stdout_line(&result, "stats 46340", "variables  ", n * n);
    expect_stdout_line(&result, "stats 46340", "clauses    ",
                       textbook_clause_count(n));
    release_result(&result);
}

/* ------------------------------------------------------ 2. golden files */

static void test_stdout_matches_golden_files(void **state)
{
    (void)state;
    for (size_t i = 0; i < REFERENCE_SIZE_COUNT; i++) {
        char n[16], golden_name[64], what[64];
        snprintf(n, sizeof n, "%u", reference_sizes[i]);
        snprintf(golden_name, sizeof golden_name, "queens_%u.seed.cnf",
                 reference_sizes[i]);
        snprintf(what, sizeof what, "nqueens-cnf %u", reference_sizes[i]);
        captured golden = read_golden(golden_name);
        run_result result = run_args(ARGS(n));
        expect_exit_status(&result, 0, what);
        expect_empty(&result.err, "stderr", what);
        expect_same_bytes(&result.out, &golden, what);
        release_bytes(&golden);
        release_result(&result);
    }
}

/* ------------------------------------------------------------ 3. -o FILE */

static void run_quietly_into(const char *path, const char *n, const char *what)
{
    run_result result = run_args(ARGS("-o", path, n));
    expect_exit_status(&result, 0, what);
    expect_empty(&result.out, "stdout", what);
    expect_empty(&result.err, "stderr", what);
    release_result(&result);
}

static void test_output_file_is_complete_alone_and_0644(void **state)
{
    const scratch *s = *state;
    char path[PATH_SIZE];
    join_path(path, s->dir, "q8.cnf");
    run_quietly_into(path, "8", "-o FILE 8");
    expect_golden_file(path, "queens_8.seed.cnf", "-o FILE 8");
    expect_entry_count(s->dir, 1, "-o FILE 8");
    /* main() set umask 022, so a new file must be 0666 & ~022. */
    assert_int_equal(permission_bits(path), 0644);
}

static void test_output_file_replaces_and_keeps_mode(void **state)
{
    const scratch *s = *state;
    char path[PATH_SIZE];
    join_path(path, s->dir, "q8.cnf");
    write_text_file(path, "old\n");
    if (chmod(path, 0600) != 0) fail_msg("chmod: %s", strerror(errno));
    run_quietly_into(path, "8", "-o EXISTING 8");
    expect_golden_file(path, "queens_8.seed.cnf", "-o EXISTING 8");
    expect_entry_count(s->dir, 1, "-o EXISTING 8");
    assert_int_equal(permission_bits(path), 0600);
}

/* ----------------------------------------------------------- 4. /dev/full */

static void test_full_device_on_stdout_is_an_error(void **state)
{
    (void)state;
    const int full = open("/dev/full", O_WRONLY | O_CLOEXEC);
    if (full < 0) fail_msg("open /dev/full: %s", strerror(errno));
    const child_setup setup = {ARGS("8"), full, 0};
    run_result result = run_with(&setup);
    close(full);
    const char *what = "nqueens-cnf 8 > /dev/full";
    expect_exit_status(&result, 1, what);
    expect_one_line_starting(&result.err, "nqueens-cnf: error: ", what);
    expect_contains(&result.err, "No space left on device", what);
    expect_contains(&result.err, "standard output", what);
    release_result(&result);
}

/* ------------------------------------------- 5. atomic -o under a limit */

/* The command could not write `path`: exit 1, nothing on stdout, one
 * error line that quotes the path and holds `fragment` (if not NULL). */
static void expect_failed_output(run_result *result, const char *path,
                                 const char *fragment, const char *what)
{
    expect_exit_status(result, 1, what);
    expect_empty(&result->out, "stdout", what);
    expect_one_line_starting(&result->err, "nqueens-cnf: error: ", what);
    char quoted[PATH_SIZE + 2];
    snprintf(quoted, sizeof quoted, "'%s'", path);
    expect_contains(&result->err, quoted, what);
    if (fragment != NULL) expect_contains(&result->err, fragment, what);
    release_result(result);
}

/* N = 40 is about 1.3 MB, far past the limit, so the write fails midway. */
static void run_into_size_limit(const char *path)
{
    const child_setup setup = {ARGS("-o", path, "40"), -1, 100000};
    run_result result = run_with(&setup);
    expect_failed_output(&result, path, "File too large",
                         "-o FILE 40 under RLIMIT_FSIZE");
}

static void test_size_limit_leaves_no_file(void **state)
{
    const scratch *s = *state;
    char path[PATH_SIZE];
    join_path(path, s->dir, "out.cnf");
    run_into_size_limit(path);
    expect_entry_count(s->dir, 0, "after a failed -o");
}

static void test_size_limit_keeps_the_old_file(void **state)
{
    const scratch *s = *state;
    char path[PATH_SIZE];
    join_path(path, s->dir, "out.cnf");
    write_text_file(path, "old\n");
    run_into_size_limit(path);
    expect_entry_count(s->dir, 1, "after a failed -o over a file");
    captured contents = read_whole_file(path);
    assert_string_equal(contents.data, "old\n");
    release_bytes(&contents);
}

/* ------------------------------------------------ 6. unwritable targets */

static void expect_output_failure(const char *path, const char *fragment)
{
    run_result result = run_args(ARGS("-o", path, "8"));
    expect_failed_output(&result, path, fragment, path);
}

static void test_output_under_a_missing_directory_fails(void **state)
{
    (void)state;
    expect_output_failure("/nonexistent-dir-xyz/out.cnf", NULL);
}

/* Root ignores permission bits, so the unwritable place is a path that
 * goes through a regular file. */
static void test_output_under_a_regular_file_fails(void **state)
{
    const scratch *s = *state;
    char file[PATH_SIZE], path[PATH_SIZE];
    join_path(file, s->dir, "file");
    join_path(path, file, "out.cnf");
    write_text_file(file, "x\n");
    expect_output_failure(path, NULL);
    expect_entry_count(s->dir, 1, "after -o FILE/out.cnf");
}

static void test_output_to_a_directory_fails(void **state)
{
    const scratch *s = *state;
    expect_output_failure(s->dir, "is a directory");
    expect_entry_count(s->dir, 0, "after -o DIR");
}

/* -------------------------------------------------- 7, 9. closed pipes */

static void read_first_line(child *c, run_result *result, double deadline)
{
    while (c->out_fd >= 0 && memchr(result->out.data ? result->out.data : "",
                                    '\n', result->out.size) == NULL) {
        struct pollfd fd = {c->out_fd, POLLIN, 0};
        const int ready = poll(&fd, 1, milliseconds_until(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return;
        read_available(&c->out_fd, &result->out);
    }
}

/* Like "nqueens-cnf N | head -1": the reader takes one line and leaves. */
static run_result run_into_closing_reader(const char *n)
{
    run_result result = {0};
    const double started = now_seconds();
    const double deadline = started + closed_pipe_timeout_seconds;
    const child_setup setup = {ARGS(n), -1, 0};
    child c = start_child(&setup);
    read_first_line(&c, &result, deadline);
    close_if_open(&c.out_fd);
    finish_child(&c, &result, started, deadline);
    return result;
}

static void expect_first_line_starts(const run_result *result,
                                     const char *prefix, const char *what)
{
    if (strncmp(result->out.data, prefix, strlen(prefix)) != 0)
        fail_msg("%s: the first line should start with \"%s\": %.80s", what,
                 prefix, result->out.data);
}

/* "nqueens-cnf N | head -1": the header comes first, the closed pipe ends
 * the command quietly; past the solvers' clause limit (N = 1089, not
 * 1088) a warning says so. */
static void test_closed_pipe_ends_quietly(void **state)
{
    (void)state;
    static const struct {
        const char *n, *header, *warning;
    } cases[] = {
        {"500", "p cnf 250000 ", NULL},
        {"1088", "p cnf 1183744 ", NULL},
        {"1089", "p cnf 1185921 ", "2147483647"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char what[64];
        snprintf(what, sizeof what, "nqueens-cnf %s | head -1", cases[i].n);
        run_result result = run_into_closing_reader(cases[i].n);
        expect_first_line_starts(&result, cases[i].header, what);
        expect_ended_by_closed_pipe(&result, what);
        if (cases[i].warning == NULL) {
            expect_empty(&result.err, "stderr", what);
        } else {
            expect_one_line_starting(&result.err, "nqueens-cnf: warning: ",
                                     what);
            expect_contains(&result.err, cases[i].warning, what);
        }
        release_result(&result);
    }
}

/* --------------------------------------------------------- 8. interrupts */

/* Whether process `pid` holds a descriptor on a file in `dir`: the
 * temporary file, named or not (O_TMPFILE has no name to look for). */
static int writes_into(pid_t pid, const char *dir)
{
    char fds[64];
    snprintf(fds, sizeof fds, "/proc/%ld/fd", (long)pid);
    DIR *stream = opendir(fds);
    if (stream == NULL) return 0;
    int found = 0;
    for (struct dirent *entry; !found && (entry = readdir(stream)) != NULL;) {
        char link[PATH_SIZE + 64], target[PATH_SIZE];
        snprintf(link, sizeof link, "%s/%s", fds, entry->d_name);
        const ssize_t length = readlink(link, target, sizeof target - 1);
        if (length <= 0) continue;
        target[length] = '\0';
        found = strncmp(target, dir, strlen(dir)) == 0 &&
                target[strlen(dir)] == '/';
    }
    closedir(stream);
    return found;
}

static int wait_for_temp_file(pid_t pid, const char *dir, double deadline)
{
    while (now_seconds() < deadline) {
        if (writes_into(pid, dir)) return 1;
        sleep_a_millisecond();
    }
    return 0;
}

/* N = 1000 is 28 GB: it is surely still writing when the signal comes. */
static void expect_signal_removes_temp_file(const scratch *s, int signal_number)
{
    char path[PATH_SIZE];
    join_path(path, s->dir, "big.cnf");
    const child_setup setup = {ARGS("-o", path, "1000"), -1, 0};
    run_result result = {0};
    const double started = now_seconds();
    child c = start_child(&setup);
    const int appeared = wait_for_temp_file(c.pid, s->dir, started + 2.0);
    kill(c.pid, appeared ? signal_number : SIGKILL);
    finish_child(&c, &result, started, started + run_timeout_seconds);
    if (!appeared)
        fail_msg("no temporary file appeared within 2 s; stderr: %s",
                 result.err.data);
    if (result.term_signal != signal_number)
        fail_msg("expected death by signal %d, got exit %d / signal %d; "
                 "stderr: %s",
                 signal_number, result.exit_status, result.term_signal,
                 result.err.data);
    expect_entry_count(s->dir, 0, "after the signal");
    release_result(&result);
}

static void test_sigterm_removes_the_temp_file(void **state)
{
    expect_signal_removes_temp_file(*state, SIGTERM);
}

static void test_sigint_removes_the_temp_file(void **state)
{
    expect_signal_removes_temp_file(*state, SIGINT);
}

/* ----------------------------------------------------------- 10. devices */

/* A device cannot be replaced by rename, and as root a rename over
 * /dev/null would succeed and break the machine: it is written in place. */
static void test_dev_null_is_written_in_place(void **state)
{
    (void)state;
    run_quietly_into("/dev/null", "30", "-o /dev/null 30");
    if (has_entry_starting_with("/dev", ".null."))
        fail_msg("a temporary file .null.* was left in /dev");
    struct stat info;
    if (stat("/dev/null", &info) != 0 || !S_ISCHR(info.st_mode))
        fail_msg("/dev/null is no longer a character device");
}

/* ------------------------------------------------------------------ main */

#define SCRATCH_TEST(f) \
    cmocka_unit_test_setup_teardown(f, make_scratch_dir, remove_scratch_dir)

static const struct CMUnitTest other_tests[] = {
    cmocka_unit_test(test_stats_8_matches_the_golden_file),
    cmocka_unit_test(test_stats_largest_n_is_instant),
    cmocka_unit_test(test_stdout_matches_golden_files),
    SCRATCH_TEST(test_output_file_is_complete_alone_and_0644),
    SCRATCH_TEST(test_output_file_replaces_and_keeps_mode),
    cmocka_unit_test(test_full_device_on_stdout_is_an_error),
    SCRATCH_TEST(test_size_limit_leaves_no_file),
    SCRATCH_TEST(test_size_limit_keeps_the_old_file),
    cmocka_unit_test(test_output_under_a_missing_directory_fails),
    SCRATCH_TEST(test_output_under_a_regular_file_fails),
    SCRATCH_TEST(test_output_to_a_directory_fails),
    cmocka_unit_test(test_closed_pipe_ends_quietly),
    SCRATCH_TEST(test_sigterm_removes_the_temp_file),
    SCRATCH_TEST(test_sigint_removes_the_temp_file),
    cmocka_unit_test(test_dev_null_is_written_in_place),
};

enum { OTHER_TEST_COUNT = sizeof other_tests / sizeof other_tests[0] };

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s PATH-TO-nqueens-cnf\n", argv[0]);
        return 2;
    }
    program_path = argv[1];
    umask(022);

    struct CMUnitTest tests[CLI_CASE_COUNT + OTHER_TEST_COUNT];
    for (size_t i = 0; i < CLI_CASE_COUNT; i++)
        tests[i] = (struct CMUnitTest){cli_cases[i].name, test_table_row,
                                       NULL, NULL, &cli_cases[i]};
    for (size_t i = 0; i < OTHER_TEST_COUNT; i++)
        tests[CLI_CASE_COUNT + i] = other_tests[i];
    return cmocka_run_group_tests_name("nqueens-cnf command line", tests,
                                       NULL, NULL);
}
