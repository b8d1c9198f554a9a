/*
 * program_session.c - see program_session.h.
 *
 * The environment is a list of names to keep, not of names to drop: a
 * grader's environment holds whatever its CI or autograder put there,
 * and a name we did not think of must not reach the program. Descriptors
 * are closed with close_range(2) where the kernel has it, else one by
 * one up to the soft RLIMIT_NOFILE (a descriptor above it cannot have
 * been opened by us). The fresh folder is removed without following
 * links, so a program's symbolic link to the teacher's files only loses
 * the link.
 */
#define _GNU_SOURCE
#include "program_session.h"

#include "messages.h"

#include <errno.h>
#include <ftw.h>
#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

extern char **environ;

int program_user_lookup(const char *text, program_user *user)
{
    memset(user, 0, sizeof *user);
    struct passwd *entry = getpwnam(text);
    if (entry == NULL && text[0] != '\0' &&
        strspn(text, "0123456789") == strlen(text))
        entry = getpwuid((uid_t)strtoul(text, NULL, 10));
    if (entry == NULL)
        return usage_error("invalid value '%s' for option '--run-as': no "
                           "such user",
                           text);
    user->name = strdup(entry->pw_name);
    user->home = strdup(entry->pw_dir);
    if (user->name == NULL || user->home == NULL) {
        program_user_free(user);
        report_error("out of memory");
        return EXIT_FAILURE_RUNTIME;
    }
    user->uid = entry->pw_uid;
    user->gid = entry->pw_gid;
    user->set = 1;
    return 0;
}

void program_user_free(program_user *user)
{
    free(user->name);
    free(user->home);
    memset(user, 0, sizeof *user);
}

static int add(char **environment, size_t *count, const char *name,
               const char *value)
{
    if (value == NULL) return 0;
    for (size_t i = 0; i < *count; i++) /* a name given twice: once */
        if (strncmp(environment[i], name, strlen(name)) == 0 &&
            environment[i][strlen(name)] == '=')
            return 0;
    const size_t size = strlen(name) + strlen(value) + 2;
    environment[*count] = malloc(size);
    if (environment[*count] == NULL) return -1;
    snprintf(environment[(*count)++], size, "%s=%s", name, value);
    return 0;
}

char **program_environment(const char *const *passed, size_t passed_count,
                           const char *folder, const program_user *user)
{
    static const char *const kept[] = {PROGRAM_ENVIRONMENT_NAMES};
    const size_t kept_count = sizeof kept / sizeof kept[0];
    char **environment =
        calloc(kept_count + passed_count + 2, sizeof *environment);
    if (environment == NULL) return NULL;
    size_t count = 0;
    int failed = add(environment, &count, PROGRAM_FOLDER_VARIABLE, folder);
    if (user->set) /* the user's own, not the grader's */
        failed |= add(environment, &count, "HOME", user->home) |
                  add(environment, &count, "USER", user->name) |
                  add(environment, &count, "LOGNAME", user->name);
    /* a program that finds no PATH still finds the usual interpreters */
    failed |= add(environment, &count, "PATH",
                  getenv("PATH") != NULL ? getenv("PATH")
                                         : "/usr/local/bin:/usr/bin:/bin");
    for (size_t i = 0; i < kept_count; i++)
        failed |= add(environment, &count, kept[i], getenv(kept[i]));
    for (size_t i = 0; i < passed_count; i++)
        failed |= add(environment, &count, passed[i], getenv(passed[i]));
    if (failed) {
        program_environment_free(environment);
        return NULL;
    }
    return environment;
}

void program_environment_free(char **environment)
{
    if (environment == NULL) return;
    for (char **at = environment; *at != NULL; at++) free(*at);
    free(environment);
}

char *program_folder_make(const program_user *user)
{
    const char *base = getenv("TMPDIR");
    if (base == NULL || base[0] != '/') base = "/tmp";
    const size_t size = strlen(base) + sizeof "/nqcnf-program-XXXXXX";
    char *folder = malloc(size);
    if (folder == NULL) return NULL;
    snprintf(folder, size, "%s/nqcnf-program-XXXXXX", base);
    if (mkdtemp(folder) == NULL ||
        (user->set && chown(folder, user->uid, user->gid) != 0)) {
        const int saved = errno;
        rmdir(folder);
        free(folder);
        errno = saved;
        return NULL;
    }
    return folder;
}

static int remove_entry(const char *path, const struct stat *info, int kind,
                        struct FTW *where)
{
    (void)info;
    (void)where;
    if (kind == FTW_DP || kind == FTW_D || kind == FTW_DNR)
        rmdir(path);
    else
        unlink(path);
    return 0;
}

/* A folder the program made unreadable or unwritable is opened up first,
 * so that its contents can go too. */
static int open_up(const char *path, const struct stat *info, int kind,
                   struct FTW *where)
{
    (void)where;
    if (kind == FTW_D || kind == FTW_DNR)
        chmod(path, (info->st_mode & 07777) | S_IRWXU);
    return 0;
}

void program_folder_remove(char *folder)
{
    if (folder == NULL) return;
    nftw(folder, open_up, 16, FTW_PHYS | FTW_MOUNT);
    nftw(folder, remove_entry, 16, FTW_PHYS | FTW_DEPTH | FTW_MOUNT);
    free(folder);
}

/* ---- between fork and exec ---- */

void program_signals_reset(void)
{
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    sigemptyset(&default_action.sa_mask);
    default_action.sa_handler = SIG_DFL;
    /* SIGKILL and SIGSTOP refuse, which is what they should do */
    for (int signal_number = 1; signal_number < NSIG; signal_number++)
        sigaction(signal_number, &default_action, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}

static void close_range_of(unsigned first, unsigned last)
{
#ifdef SYS_close_range
    if (first > last || syscall(SYS_close_range, first, last, 0) == 0)
        return;
#endif
    struct rlimit open_files;
    unsigned most = 65536;
    if (getrlimit(RLIMIT_NOFILE, &open_files) == 0 &&
        open_files.rlim_cur != RLIM_INFINITY && open_files.rlim_cur < most)
        most = (unsigned)open_files.rlim_cur;
    for (unsigned fd = first; fd <= last && fd < most; fd++) close((int)fd);
}

void program_close_from(int first, int keep)
{
    if (keep >= first) {
        close_range_of((unsigned)first, (unsigned)keep - 1);
        close_range_of((unsigned)keep + 1, ~0U);
    } else
        close_range_of((unsigned)first, ~0U);
}

int program_user_enter(const program_user *user)
{
    if (!user->set) return 0;
    if (setgroups(1, &user->gid) != 0 || setgid(user->gid) != 0 ||
        setuid(user->uid) != 0)
        return errno;
    return 0;
}
