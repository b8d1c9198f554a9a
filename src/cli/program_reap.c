/*
 * program_reap.c - see program_reap.h.
 *
 * The kernel lists a process's children in /proc/self/task/TID/children
 * (the monitor has one thread, so TID is its pid). Each listed child is
 * sent SIGKILL, and so is the group it may lead, which takes its
 * descendants that stayed in it at once; those that left become our
 * children when their parent dies, and the next round finds them. A fork
 * loop cannot outrun this: each round kills every process that could
 * still fork. The list is read into a fixed buffer: a longer list is
 * read again after the first children are killed, so nothing is missed.
 * Without the children file (a kernel built without it) the group alone
 * is killed and every child reaped as it dies.
 */
#define _GNU_SOURCE
#include "program_reap.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/prctl.h>
#endif

int program_reap_adopt(void)
{
#if defined(__linux__) && !defined(__EMSCRIPTEN__) && \
    defined(PR_SET_CHILD_SUBREAPER)
    return prctl(PR_SET_CHILD_SUBREAPER, 1) == 0 ? 0 : errno;
#else
    return 0;
#endif
}

/* "/proc/self/task/PID/children" without snprintf. */
static void children_path(char path[64])
{
    static const char head[] = "/proc/self/task/", tail[] = "/children";
    char digits[24];
    int count = 0;
    for (long pid = (long)getpid(); pid > 0 || count == 0; pid /= 10)
        digits[count++] = (char)('0' + pid % 10);
    char *to = path;
    for (const char *from = head; *from != '\0';) *to++ = *from++;
    while (count > 0) *to++ = digits[--count];
    for (const char *from = tail; *from != '\0';) *to++ = *from++;
    *to = '\0';
}

/* Sends SIGKILL to every child listed (and to the group each may lead);
 * returns how many were listed, or -1 when the list cannot be read. */
static int kill_children(const char *path)
{
    const int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char text[4096];
    int listed = 0;
    long pid = 0;
    for (;;) {
        const ssize_t got = read(fd, text, sizeof text);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        for (ssize_t i = 0; i < got; i++) {
            if (text[i] >= '0' && text[i] <= '9') {
                pid = pid * 10 + (text[i] - '0');
                continue;
            }
            if (pid > 0) {
                kill(-(pid_t)pid, SIGKILL); /* ESRCH when it leads none */
                kill((pid_t)pid, SIGKILL);
                listed++;
            }
            pid = 0;
        }
    }
    if (pid > 0) {
        kill(-(pid_t)pid, SIGKILL);
        kill((pid_t)pid, SIGKILL);
        listed++;
    }
    close(fd);
    return listed;
}

void program_reap_all(pid_t shell, int *shell_status)
{
    char path[64];
    children_path(path);
    for (;;) {
        if (shell > 0) kill(-shell, SIGKILL);
        const int listed = kill_children(path);
        int status = 0;
        /* without a list, every child was in the group: block for it */
        pid_t reaped = waitpid(-1, &status, listed < 0 ? 0 : WNOHANG);
        if (reaped == 0 && listed > 0) /* killed, not yet dead */
            reaped = waitpid(-1, &status, 0);
        if (reaped < 0 && errno == EINTR) continue;
        if (reaped < 0) return; /* ECHILD: nothing is left */
        if (reaped > 0 && reaped == shell) {
            *shell_status = status;
            shell = 0;
        }
    }
}
