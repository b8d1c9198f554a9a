/*
 * std_descriptors.c - see std_descriptors.h.
 *
 * The descriptors are taken in order, 0 then 1 then 2, so that open(2),
 * which returns the lowest free number, gives each the one it fills;
 * dup2 covers a system that would not.
 */
#define _POSIX_C_SOURCE 200809L
#include "std_descriptors.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int std_descriptors_open(void)
{
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        /* The wrong direction on purpose: reading a closed stdin, or
         * writing a closed stdout or stderr, must keep failing. */
        const int opened = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
        if (opened < 0) return -1;
        if (opened != fd) {
            const int moved = dup2(opened, fd);
            close(opened);
            if (moved != fd) return -1;
        }
    }
    return 0;
}
