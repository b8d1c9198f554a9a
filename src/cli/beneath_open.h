/*
 * beneath_open.h - opening a file found in a folder, without leaving it.
 */
#ifndef NQCNF_CLI_BENEATH_OPEN_H
#define NQCNF_CLI_BENEATH_OPEN_H

#include <sys/stat.h>

typedef enum beneath_result {
    BENEATH_OPENED,      /* a regular file: the descriptor is returned */
    BENEATH_LINK,        /* the name itself is a symbolic link */
    BENEATH_LINK_ON_WAY, /* a folder on the way to it is one */
    BENEATH_OUTSIDE,     /* it resolves outside the folder ('..' or a
                            followed link) */
    BENEATH_NOT_REGULAR, /* a FIFO, a device, a socket or a folder:
                            *info says which (st_mode 0: a socket or a
                            device that open itself refused) */
    BENEATH_FAILED       /* errno says why (ENOENT, EACCES, ...) */
} beneath_result;

/* Opens `name` (relative, may hold '/') beneath `folder` for reading,
 * with O_NONBLOCK | O_NOCTTY | O_CLOEXEC, and fstat's it before
 * anything is read. No symbolic link is followed unless `follow_links`,
 * and even then none whose target lies outside the folder. On
 * BENEATH_OPENED, *fd is a descriptor of a regular file, in blocking
 * mode again; otherwise *fd is -1. */
beneath_result beneath_open(const char *folder, const char *name,
                            int follow_links, int *fd, struct stat *info);

#endif
