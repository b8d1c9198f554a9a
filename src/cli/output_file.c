/*
 * output_file.c - writing -o FILE so that it is never half written, and
 * never written somewhere the user did not mean.
 *
 * The output can be tens of gigabytes and take minutes; if the disk fills,
 * a file-size limit hits, or the user presses Ctrl-C, a truncated CNF left
 * under the requested name would be read by a solver as a different,
 * easier formula. So the text goes to a temporary file in the same
 * directory (same file system, so rename(2) is atomic) and is renamed over
 * the destination only after every write, fsync and close succeeded.
 * Where the system allows it the temporary file is O_TMPFILE: it has no
 * name until the write is complete, so not even SIGKILL or a power cut
 * can leave it behind. Elsewhere it is named ".nq" and six random
 * characters (short, so that a destination name at the 255-byte limit
 * still has room beside it), and temp_cleanup.c removes it on any signal
 * that ends the process. SIGXFSZ is ignored so that hitting a file-size
 * limit is an EFBIG error we can clean up after, not a silent core dump.
 *
 * Only a regular file is replaced. A device, a FIFO or a terminal cannot
 * be replaced by rename and must not be (as root, a rename over /dev/null
 * succeeds), so it is written through. So is a name for one of this
 * process's own descriptors - /dev/stdout, /dev/stderr, /proc/self/fd/N,
 * or a link to one - even when the descriptor is a regular file: the
 * bytes then go through that very descriptor, at its offset and in its
 * append mode, exactly where `> file` or `>> log` sent the rest of the
 * output; a rename would have replaced the symbolic link itself and left
 * the file the shell opened empty. A symbolic link to a regular file is
 * followed: the file it names is replaced and the link stays, as `>`
 * would do. A dangling link is refused rather than replaced by a file.
 *
 * A replaced file keeps its permission bits, but never setuid, setgid
 * or sticky: the new contents are not the program someone marked. A
 * read-only file is refused unless the command was told --force: its
 * mode said it should not change, and rename(2) would not have asked.
 */
#define _GNU_SOURCE
#include "output_file.h"

#include "messages.h"
#include "temp_cleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(__EMSCRIPTEN__)
#include <sys/random.h>
#endif
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static int read_only_allowed, force_option_exists;

void output_file_allow_read_only(int allowed, int option_exists)
{
    read_only_allowed = allowed;
    force_option_exists = option_exists;
}

/* ---- names in messages, escaped as all quoted input is ---- */

static const char *shown(const char *path, char *text, size_t size)
{
    return nqcnf_quote(path, strlen(path), text, size);
}

#define SHOWN_SIZE (4 * PATH_MAX + 1)

static void report_path_error(const char *what, const char *path, int error)
{
    char text[SHOWN_SIZE];
    report_error("%s '%s': %s", what, shown(path, text, sizeof text),
                 strerror(error));
}

/* ---- one of our own descriptors, under another name ---- */

/* N of a name ending in "/fd/N", or -1. */
static int descriptor_number(const char *name)
{
    const char *fd = strstr(name, "/fd/");
    if (fd == NULL) return -1;
    char *end = NULL;
    errno = 0;
    const long n = strtol(fd + 4, &end, 10);
    if (end == fd + 4 || *end != '\0' || errno != 0 || n < 0 || n > INT_MAX)
        return -1;
    return (int)n;
}

/* Whether descriptor `fd` is open for writing on the file `target`. */
static int writes_to(int fd, const struct stat *target)
{
    struct stat info;
    if (fd < 0 || fstat(fd, &info) != 0) return 0;
    const int mode = fcntl(fd, F_GETFL);
    return info.st_dev == target->st_dev && info.st_ino == target->st_ino &&
           mode >= 0 && (mode & O_ACCMODE) != O_RDONLY;
}

/* The descriptor a symbolic link `path` stands for (/dev/stdout ->
 * /proc/self/fd/1), or -1: the number its name or its text ends with,
 * else standard output, error or input when they are that file. */
static int own_descriptor(const char *path, const struct stat *target)
{
    struct stat link;
    if (lstat(path, &link) != 0 || !S_ISLNK(link.st_mode)) return -1;
    char text[PATH_MAX];
    const ssize_t length = readlink(path, text, sizeof text - 1);
    text[length > 0 ? length : 0] = '\0';
    const int candidates[] = {descriptor_number(path),
                              descriptor_number(text), STDOUT_FILENO,
                              STDERR_FILENO, STDIN_FILENO};
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++)
        if (writes_to(candidates[i], target)) return candidates[i];
    return -1;
}

/* ---- the temporary file ---- */

static mode_t new_file_mode(void)
{
    const mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

/* ".nq" and six characters no other process is likely to pick; O_EXCL
 * (or linkat's EEXIST) settles a collision by another try. */
static void random_name(char *name)
{
    static const char letters[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    static unsigned long counter;
    unsigned char bytes[6];
#if defined(__EMSCRIPTEN__) /* no getrandom in the browser's build */
    const int drawn = 0;
#else
    const int drawn = getrandom(bytes, sizeof bytes, GRND_NONBLOCK) ==
                      (ssize_t)sizeof bytes;
#endif
    if (!drawn) {
        struct timespec t;
        clock_gettime(CLOCK_REALTIME, &t);
        unsigned long mix = (unsigned long)t.tv_nsec ^
                            ((unsigned long)getpid() << 16) ^ ++counter * 2654435761UL;
        for (size_t i = 0; i < sizeof bytes; i++, mix /= 62)
            bytes[i] = (unsigned char)mix;
    }
    memcpy(name, ".nq", 3);
    for (size_t i = 0; i < sizeof bytes; i++)
        name[3 + i] = letters[bytes[i] % (sizeof letters - 1)];
    name[9] = '\0';
}

/* The directory part of `path` with a fresh temporary name after it. */
static char *temp_name_beside(const char *path)
{
    const char *slash = strrchr(path, '/');
    const size_t dir_length = slash ? (size_t)(slash - path) + 1 : 0;
    char *temp = malloc(dir_length + sizeof ".nqXXXXXX");
    if (temp == NULL) return NULL;
    memcpy(temp, path, dir_length);
    random_name(temp + dir_length);
    return temp;
}

/* An unnamed file in the directory of `path`, or -1 where the file
 * system or a missing /proc (needed to give it a name) does not allow. */
static int open_unnamed(const char *path)
{
    const char *slash = strrchr(path, '/');
    char dir[PATH_MAX];
    if (slash == NULL)
        strcpy(dir, ".");
    else if ((size_t)(slash - path) + 2 > sizeof dir)
        return -1;
    else
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path + 1), path);
    const int fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
    if (fd < 0) return -1;
    char self[64];
    snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
    if (access(self, F_OK) == 0) return fd;
    close(fd);
    return -1;
}

/* A new, empty file under a fresh name beside `path`. */
static int open_named(const char *path, char **temp)
{
    for (int attempt = 0; attempt < 100; attempt++) {
        *temp = temp_name_beside(path);
        if (*temp == NULL) {
            errno = ENOMEM;
            return -1;
        }
        temp_cleanup_register(*temp);
        const int fd =
            open(*temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd >= 0) return fd;
        const int error = errno;
        temp_cleanup_forget();
        free(*temp);
        *temp = NULL;
        errno = error;
        if (error != EEXIST) return -1;
    }
    return -1;
}

static int open_temp(output_file *file, mode_t mode)
{
    signal(SIGXFSZ, SIG_IGN);
    file->fd = open_unnamed(file->final_path);
    file->unnamed = file->fd >= 0;
    if (!file->unnamed) file->fd = open_named(file->final_path,
                                              &file->temp_path);
    if (file->fd < 0) {
        report_path_error("cannot create a temporary file beside",
                          file->path, errno);
        free(file->final_path);
        file->final_path = NULL;
        return -1;
    }
    /* created private; give it the mode the user expects of a new file,
     * or the mode of the file it replaces */
    fchmod(file->fd, mode);
    return 0;
}

/* ---- where the bytes go ---- */

static int refuse_read_only(const output_file *file)
{
    char text[SHOWN_SIZE];
    report_error("'%s' is read-only: make it writable (chmod u+w) to "
                 "replace it%s",
                 shown(file->path, text, sizeof text),
                 force_option_exists ? ", or use --force" : "");
    return -1;
}

static int is_read_only(const char *path, const struct stat *info)
{
    return (info->st_mode & 0222) == 0 ||
           faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0;
}

/* A regular file (or none yet): replaced through a temporary file. */
static int open_replacement(output_file *file, const struct stat *info,
                            int exists)
{
    file->final_path = exists ? realpath(file->path, NULL)
                              : strdup(file->path);
    if (file->final_path == NULL) {
        report_path_error("cannot write", file->path, errno);
        return -1;
    }
    if (exists && !read_only_allowed &&
        is_read_only(file->final_path, info)) {
        free(file->final_path);
        file->final_path = NULL;
        return refuse_read_only(file);
    }
    return open_temp(file, exists ? info->st_mode & 0777 : new_file_mode());
}

/* A device, FIFO or terminal, or one of our descriptors: written as is. */
static int open_through(output_file *file, const struct stat *info)
{
    const int own = own_descriptor(file->path, info);
    file->fd = own >= 0 ? fcntl(own, F_DUPFD_CLOEXEC, 3)
                        : open(file->path, O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (file->fd >= 0) return 0;
    report_path_error("cannot open", file->path, errno);
    return -1;
}

static int refuse_missing_target(const char *path)
{
    char text[SHOWN_SIZE], target[PATH_MAX], target_text[SHOWN_SIZE];
    const ssize_t length = readlink(path, target, sizeof target - 1);
    target[length > 0 ? length : 0] = '\0';
    report_error("cannot write '%s': it is a symbolic link to '%s', which "
                 "does not exist (or is a closed descriptor); give the "
                 "file's own name, or remove the link",
                 shown(path, text, sizeof text),
                 shown(target, target_text, sizeof target_text));
    return -1;
}

int output_file_open(output_file *file, const char *path)
{
    memset(file, 0, sizeof *file);
    file->fd = STDOUT_FILENO;
    file->path = "-";
    if (path == NULL || strcmp(path, "-") == 0) return 0;
    file->path = path;
    file->fd = -1;
    struct stat info, link;
    if (stat(path, &info) != 0) {
        if (errno != ENOENT) {
            report_path_error("cannot write", path, errno);
            return -1;
        }
        if (lstat(path, &link) == 0) return refuse_missing_target(path);
        return open_replacement(file, &info, 0);
    }
    if (S_ISDIR(info.st_mode)) {
        char text[SHOWN_SIZE];
        report_error("cannot write '%s': it is a directory; give a file "
                     "name inside it", shown(path, text, sizeof text));
        return -1;
    }
    if (!S_ISREG(info.st_mode) || own_descriptor(path, &info) >= 0)
        return open_through(file, &info);
    return open_replacement(file, &info, 1);
}

int output_file_is_terminal(const output_file *file)
{
    return file->fd >= 0 && isatty(file->fd);
}

int output_file_write(void *context, const void *data, size_t size)
{
    const output_file *file = context;
    const char *bytes = data;
    while (size > 0) {
        const ssize_t written = write(file->fd, bytes, size);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        bytes += written;
        size -= (size_t)written;
    }
    return 0;
}

static void forget_temp(output_file *file)
{
    if (file->temp_path != NULL) unlink(file->temp_path);
    temp_cleanup_forget();
    free(file->temp_path);
    file->temp_path = NULL;
    free(file->final_path);
    file->final_path = NULL;
}

void output_file_abort(output_file *file)
{
    if (file->fd >= 0 && file->fd != STDOUT_FILENO) close(file->fd);
    file->fd = -1;
    forget_temp(file);
}

/* Gives the unnamed file a name beside the destination (registered for
 * the signals), ready for rename. Returns 0 or -1 with errno. */
static int name_unnamed(output_file *file)
{
    char self[64];
    snprintf(self, sizeof self, "/proc/self/fd/%d", file->fd);
    for (int attempt = 0; attempt < 100; attempt++) {
        file->temp_path = temp_name_beside(file->final_path);
        if (file->temp_path == NULL) {
            errno = ENOMEM;
            return -1;
        }
        temp_cleanup_register(file->temp_path);
        if (linkat(AT_FDCWD, self, AT_FDCWD, file->temp_path,
                   AT_SYMLINK_FOLLOW) == 0)
            return 0;
        const int error = errno;
        temp_cleanup_forget();
        free(file->temp_path);
        file->temp_path = NULL;
        errno = error;
        if (error != EEXIST) return -1;
    }
    return -1;
}

static int commit_through(output_file *file)
{
    if (file->fd == STDOUT_FILENO || close(file->fd) == 0) return 0;
    file->fd = -1;
    report_path_error("cannot write", file->path, errno);
    return -1;
}

int output_file_commit(output_file *file)
{
    if (file->final_path == NULL) return commit_through(file);
    const char *failed = NULL;
    if (fsync(file->fd) != 0 && errno != EINVAL) failed = "cannot write";
    if (failed == NULL && file->unnamed && name_unnamed(file) != 0)
        failed = "cannot name the finished output beside";
    int saved_errno = errno;
    if (close(file->fd) != 0 && failed == NULL) {
        failed = "cannot write";
        saved_errno = errno;
    }
    file->fd = -1;
    if (failed == NULL && rename(file->temp_path, file->final_path) != 0) {
        failed = "cannot rename the finished output to";
        saved_errno = errno;
    }
    if (failed == NULL) {
        temp_cleanup_forget();
        free(file->temp_path);
        file->temp_path = NULL;
    } else
        report_path_error(failed, file->path, saved_errno);
    forget_temp(file);
    return failed == NULL ? 0 : -1;
}

/* A picture drawn into FILE atomically, like -o: the drawing goes to
 * the output file, and a failed drawing leaves FILE as it was. */
typedef nqcnf_status (*draw_fn)(const void *what, output_file *file);

static int write_picture_file(const char *path, draw_fn draw, const void *what)
{
    output_file file;
    if (output_file_open(&file, path) != 0) return -1;
    const nqcnf_status status = draw(what, &file);
    if (status != NQCNF_OK) {
        const int saved_errno = errno;
        output_file_abort(&file);
        if (status == NQCNF_ERR_IO)
            report_path_error("cannot write", path, saved_errno);
        else
            report_error("cannot draw '%s': %s", path,
                         nqcnf_strerror(status));
        return -1;
    }
    return output_file_commit(&file);
}

static nqcnf_status draw_board(const void *what, output_file *file)
{
    return nqcnf_board_write_svg(what, output_file_write, file);
}

int write_svg_file(const char *path, const nqcnf_board *board)
{
    return write_picture_file(path, draw_board, board);
}

typedef struct sheet_request {
    const nqcnf_board *const *boards;
    const char *const *captions;
    size_t count;
} sheet_request;

static nqcnf_status draw_boards(const void *what, output_file *file)
{
    const sheet_request *r = what;
    return nqcnf_boards_write_svg(r->boards, r->captions, r->count, 0,
                                  output_file_write, file);
}

int write_svg_sheet_file(const char *path, const nqcnf_board *const *boards,
                         const char *const *captions, size_t count)
{
    const sheet_request request = {boards, captions, count};
    return write_picture_file(path, draw_boards, &request);
}
