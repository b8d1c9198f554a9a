/*
 * beneath_open.c - see beneath_open.h.
 *
 * A class's folder belongs to its students: any of them may leave there
 * a symbolic link (to /etc/shadow, an SSH key, /proc/self/environ), a
 * FIFO that blocks its reader forever or a link to /dev/zero, and on an
 * autograder the student reads the report, quoted bytes and all. So a
 * name found in a folder, or in a relative row of a roster, is resolved
 * by the kernel beneath that folder: openat2(2) with RESOLVE_BENEATH, and
 * RESOLVE_NO_SYMLINKS unless links are allowed, which refuses a link
 * anywhere on the way, not only at the end (a student's
 * 'hw -> ~teacher/course' must not redirect 'hw/alice.cnf'). Kernels
 * before 5.6, seccomp filters and other systems have no openat2: there
 * the path is walked one component at a time, each opened with
 * O_NOFOLLOW from the one before and '..' never above the folder; a link
 * that may be followed is resolved with realpath(3) instead, and must
 * land under the folder's own realpath. O_NONBLOCK makes opening a FIFO
 * return at once, O_NOCTTY keeps a terminal from becoming ours, and the
 * descriptor is fstat'ed before a byte is read: only a regular file is
 * handed on.
 */
#define _GNU_SOURCE
#include "beneath_open.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* NQCNF_BENEATH_WALK_ONLY: the walk even where openat2 exists, so that
 * the tests hold both to the same answers (tests/test_beneath_open.c). */
#if defined(__linux__) && !defined(__EMSCRIPTEN__) && \
    !defined(NQCNF_BENEATH_WALK_ONLY)
#include <sys/syscall.h>
#ifdef SYS_openat2
#include <linux/openat2.h>
#define HAVE_OPENAT2 1
#endif
#endif

#define READ_FLAGS (O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
#define FOLDER_FLAGS (O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)

/* Hands on a regular file, in blocking mode again; closes anything
 * else. */
static beneath_result keep_regular(int opened, int *fd, struct stat *info)
{
    if (fstat(opened, info) != 0) {
        const int error = errno;
        close(opened);
        errno = error;
        return BENEATH_FAILED;
    }
    if (!S_ISREG(info->st_mode)) {
        close(opened);
        return BENEATH_NOT_REGULAR;
    }
    const int flags = fcntl(opened, F_GETFL);
    if (flags != -1) fcntl(opened, F_SETFL, flags & ~O_NONBLOCK);
    *fd = opened;
    return BENEATH_OPENED;
}

#ifdef HAVE_OPENAT2
static int openat2_in(int folder, const char *name, int flags,
                      int follow_links)
{
    struct open_how how;
    memset(&how, 0, sizeof how);
    how.flags = (unsigned long long)flags;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS |
                  (follow_links ? 0 : RESOLVE_NO_SYMLINKS);
    return (int)syscall(SYS_openat2, folder, name, &how, sizeof how);
}

/* Whether the kernel refused openat2 itself rather than the path: an
 * old kernel, a seccomp filter, a structure it does not know. */
static int openat2_missing(int error)
{
    return error == ENOSYS || error == EPERM || error == E2BIG ||
           error == EINVAL;
}

/* -1 when openat2 cannot be used here (then the walk is). */
static int open_with_openat2(int folder, const char *name, int follow_links,
                             int *fd, struct stat *info,
                             beneath_result *result)
{
    const int opened = openat2_in(folder, name, READ_FLAGS, follow_links);
    if (opened >= 0) {
        *result = keep_regular(opened, fd, info);
        return 0;
    }
    const int error = errno;
    if (openat2_missing(error)) return -1;
    *result = BENEATH_FAILED;
    if (error == EXDEV) {
        *result = BENEATH_OUTSIDE;
    } else if (error == ELOOP && !follow_links) {
        /* the link is the name's last part if its folder resolves */
        *result = BENEATH_LINK;
        const char *slash = strrchr(name, '/');
        char *parent = slash != NULL
                           ? strndup(name, (size_t)(slash - name) + 1)
                           : NULL;
        if (parent != NULL) {
            const int up = openat2_in(folder, parent,
                                      O_PATH | O_DIRECTORY | O_CLOEXEC, 0);
            if (up >= 0) close(up);
            else if (errno == ELOOP) *result = BENEATH_LINK_ON_WAY;
            free(parent);
        }
    } else if (error == ENXIO) {
        /* a socket, or a device with nothing behind it: say which */
        const int path = openat2_in(folder, name, O_PATH | O_CLOEXEC,
                                    follow_links);
        memset(info, 0, sizeof *info);
        if (path >= 0) {
            if (fstat(path, info) != 0) info->st_mode = 0;
            close(path);
        }
        *result = BENEATH_NOT_REGULAR;
    }
    errno = error;
    return 0;
}
#endif

/* Without openat2, links followed: the real path must stay under the
 * folder's real path. */
static beneath_result open_resolved(const char *folder, const char *name,
                                    int *fd, struct stat *info)
{
    char *root = realpath(folder, NULL);
    char *path = malloc(strlen(folder) + strlen(name) + 2);
    char *real = NULL;
    beneath_result result = BENEATH_FAILED;
    if (root != NULL && path != NULL) {
        strcpy(path, folder);
        strcat(strcat(path, "/"), name);
        real = realpath(path, NULL);
    }
    if (real != NULL) {
        const size_t length = strlen(root);
        const int under =
            strcmp(root, "/") == 0 ||
            (strncmp(real, root, length) == 0 && real[length] == '/');
        const int opened =
            under ? open(real, READ_FLAGS | O_NOFOLLOW) : -1;
        if (!under) result = BENEATH_OUTSIDE;
        else if (opened >= 0) result = keep_regular(opened, fd, info);
        else if (errno == ENXIO && stat(real, info) == 0)
            result = BENEATH_NOT_REGULAR;
    }
    const int error = errno;
    free(real);
    free(path);
    free(root);
    errno = error;
    return result;
}

/* Without openat2, links refused: one component at a time from
 * `folder`, none followed, '..' never above it. */
static beneath_result walk(int folder, const char *name, int *fd,
                           struct stat *info)
{
    char *parts = strdup(name);
    if (parts == NULL) return BENEATH_FAILED;
    int at = folder;
    size_t depth = 0;
    beneath_result result = BENEATH_FAILED;
    char *rest = parts;
    for (;;) {
        char *slash = strchr(rest, '/');
        if (slash != NULL) *slash = '\0';
        const char *part = rest[0] != '\0' ? rest : ".";
        rest = slash != NULL ? slash + 1 : NULL;
        const int last = rest == NULL || rest[strspn(rest, "/")] == '\0';
        if (strcmp(part, ".") == 0 && !last) continue;
        const int up = strcmp(part, "..") == 0;
        if (up && depth == 0) {
            result = BENEATH_OUTSIDE;
            break;
        }
        const int next =
            openat(at, part, last ? READ_FLAGS | O_NOFOLLOW : FOLDER_FLAGS);
        struct stat link;
        if (next < 0) {
            const int error = errno;
            const int is_link =
                fstatat(at, part, &link, AT_SYMLINK_NOFOLLOW) == 0 &&
                S_ISLNK(link.st_mode);
            if (is_link) result = last ? BENEATH_LINK : BENEATH_LINK_ON_WAY;
            else if (last && error == ENXIO &&
                     fstatat(at, part, info, AT_SYMLINK_NOFOLLOW) == 0)
                result = BENEATH_NOT_REGULAR;
            errno = error;
            break;
        }
        if (at != folder) close(at);
        at = -1;
        if (last) {
            result = keep_regular(next, fd, info);
            break;
        }
        at = next;
        depth = up ? depth - 1 : depth + 1;
    }
    const int error = errno;
    if (at != folder && at >= 0) close(at);
    free(parts);
    errno = error;
    return result;
}

beneath_result beneath_open(const char *folder, const char *name,
                            int follow_links, int *fd, struct stat *info)
{
    *fd = -1;
    memset(info, 0, sizeof *info);
    if (name[0] == '/') {
        errno = EINVAL;
        return BENEATH_FAILED;
    }
    const int base = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (base < 0) return BENEATH_FAILED;
    beneath_result result;
#ifdef HAVE_OPENAT2
    if (open_with_openat2(base, name, follow_links, fd, info, &result) == 0) {
        const int error = errno;
        close(base);
        errno = error;
        return result;
    }
#endif
    result = follow_links ? open_resolved(folder, name, fd, info)
                          : walk(base, name, fd, info);
    const int error = errno;
    close(base);
    errno = error;
    return result;
}
