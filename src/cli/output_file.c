/*
 * output_file.c - writing -o FILE so that it is never half written.
 *
 * The output can be tens of gigabytes and take minutes; if the disk fills,
 * a file-size limit hits, or the user presses Ctrl-C, a truncated CNF left
 * under the requested name would be read by a solver as a different,
 * easier formula. So the text goes to a temporary file in the same
 * directory (same file system, so rename(2) is atomic) and is renamed over
 * the destination only after every write, fsync and close succeeded.
 *
 * Signals: SIGXFSZ is ignored so that hitting a file-size limit is an
 * EFBIG error we can clean up after, not a silent core dump. SIGINT,
 * SIGTERM and SIGHUP unlink the temporary file (unlink is async-signal-safe)
 * and then die of the same signal, so the caller still sees the usual
 * "killed by signal" status.
 *
 * Devices and FIFOs (/dev/null, /dev/stdout, a named pipe) cannot be
 * replaced by rename and must not be: they are written in place.
 */
#define _POSIX_C_SOURCE 200809L
#include "output_file.h"

#include "messages.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static volatile sig_atomic_t temp_registered;
static char *volatile registered_temp_path;

static void remove_temp_and_die(int signal_number)
{
    if (temp_registered) unlink(registered_temp_path);
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

static void register_temp(char *path)
{
    registered_temp_path = path;
    temp_registered = 1;
    static const int fatal[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        action.sa_handler = remove_temp_and_die;
        sigaction(fatal[i], &action, NULL);
    }
}

static void unregister_temp(void)
{
    temp_registered = 0;
    registered_temp_path = NULL;
}

static char *temp_path_beside(const char *path)
{
    const char *slash = strrchr(path, '/');
    const size_t dir_length = slash ? (size_t)(slash - path) + 1 : 0;
    const char *base = path + dir_length;
    const size_t size = dir_length + 1 + strlen(base) + sizeof ".XXXXXX";
    char *temp = malloc(size);
    if (temp == NULL) return NULL;
    snprintf(temp, size, "%.*s.%s.XXXXXX", (int)dir_length, path, base);
    return temp;
}

static mode_t new_file_mode(void)
{
    const mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

int output_file_open(output_file *file, const char *path)
{
    file->fd = STDOUT_FILENO;
    file->path = "-";
    file->temp_path = NULL;
    if (path == NULL || strcmp(path, "-") == 0) return 0;

    file->path = path;
    struct stat existing;
    const int exists = stat(path, &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode)) {
        report_error("cannot write '%s': it is a directory", path);
        return -1;
    }
    if (exists && !S_ISREG(existing.st_mode)) {
        file->fd = open(path, O_WRONLY | O_CLOEXEC);
        if (file->fd < 0) {
            report_error("cannot open '%s': %s", path, strerror(errno));
            return -1;
        }
        return 0;
    }

    file->temp_path = temp_path_beside(path);
    if (file->temp_path == NULL) {
        report_error("out of memory");
        return -1;
    }
    register_temp(file->temp_path);
    signal(SIGXFSZ, SIG_IGN);
    file->fd = mkstemp(file->temp_path);
    if (file->fd < 0) {
        report_error("cannot create a temporary file beside '%s': %s", path,
                     strerror(errno));
        unregister_temp();
        free(file->temp_path);
        file->temp_path = NULL;
        return -1;
    }
    /* mkstemp makes the file private; give it the mode the user expects
     * of a new file, or keep the mode of the file it replaces. */
    fchmod(file->fd, exists ? existing.st_mode & 07777 : new_file_mode());
    return 0;
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

void output_file_abort(output_file *file)
{
    if (file->temp_path == NULL) {
        if (file->fd != STDOUT_FILENO) close(file->fd);
        return;
    }
    close(file->fd);
    unlink(file->temp_path);
    unregister_temp();
    free(file->temp_path);
    file->temp_path = NULL;
}

int output_file_commit(output_file *file)
{
    if (file->temp_path == NULL) {
        if (file->fd == STDOUT_FILENO || close(file->fd) == 0) return 0;
        report_error("cannot write '%s': %s", file->path, strerror(errno));
        return -1;
    }
    const char *failed = NULL;
    if (fsync(file->fd) != 0 && errno != EINVAL)
        failed = "cannot write";
    int saved_errno = errno;
    if (close(file->fd) != 0 && failed == NULL) {
        failed = "cannot write";
        saved_errno = errno;
    }
    file->fd = -1;
    if (failed == NULL && rename(file->temp_path, file->path) != 0) {
        failed = "cannot rename the finished output to";
        saved_errno = errno;
    }
    if (failed != NULL) {
        report_error("%s '%s': %s", failed, file->path,
                     strerror(saved_errno));
        unlink(file->temp_path);
    }
    unregister_temp();
    free(file->temp_path);
    file->temp_path = NULL;
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
            report_error("cannot write '%s': %s", path, strerror(saved_errno));
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
