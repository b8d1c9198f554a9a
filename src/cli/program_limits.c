/*
 * program_limits.c - see program_limits.h.
 *
 * Memory is limited by RLIMIT_DATA when no cgroup holds it, not by
 * RLIMIT_AS: Node, Go and Java reserve far more address space than they
 * use and would not start under an address-space limit of a few GB.
 * RLIMIT_NPROC counts every process of the user, the grader's and the
 * desktop's included, so the user's count now is added to the program's
 * allowance; it is not enforced for root (run with --run-as, or in a
 * cgroup, to have it hold). RLIMIT_CPU is a backstop behind the wall
 * clock of --timeout: a program whose many processes share the wall
 * clock still stops each one within its own CPU time. Every rlimit is
 * clamped to the hard limit we run under, which we may not raise.
 */
#define _GNU_SOURCE
#include "program_limits.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#define CGROUP_ROOT "/sys/fs/cgroup"
#define CGROUP2_MAGIC 0x63677270

/* A quarter of the machine, at most 2 GiB: a student's generator needs
 * megabytes, and Java (its heap reserved, 1/64 of the machine committed)
 * and Node run their reference programs under 512 MiB, while a program
 * that took 3 GiB was graded like any other. */
uint64_t program_default_memory(void)
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page_size = sysconf(_SC_PAGESIZE);
    const uint64_t most = (uint64_t)2 << 30;
    if (pages <= 0 || page_size <= 0) return most;
    const uint64_t quarter = (uint64_t)pages / 4 * (uint64_t)page_size;
    return quarter < most ? quarter : most;
}

/* The threads of every process whose real user is `user`: what the
 * kernel holds against RLIMIT_NPROC. */
static uint64_t processes_of(uid_t user)
{
    DIR *proc = opendir("/proc");
    if (proc == NULL) return 0;
    uint64_t count = 0;
    for (struct dirent *e; (e = readdir(proc)) != NULL;) {
        if (!isdigit((unsigned char)e->d_name[0])) continue;
        char path[64], line[256];
        snprintf(path, sizeof path, "/proc/%.20s/status", e->d_name);
        FILE *status = fopen(path, "re");
        if (status == NULL) continue;
        unsigned long real = (unsigned long)-1, threads = 1;
        while (fgets(line, sizeof line, status) != NULL) {
            if (strncmp(line, "Uid:", 4) == 0)
                real = strtoul(line + 4, NULL, 10);
            else if (strncmp(line, "Threads:", 8) == 0)
                threads = strtoul(line + 8, NULL, 10);
        }
        fclose(status);
        if (real == (unsigned long)user) count += threads;
    }
    closedir(proc);
    return count;
}

static int write_text(const char *folder, const char *file, const char *text)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", folder, file);
    const int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    const ssize_t length = (ssize_t)strlen(text);
    const int written = write(fd, text, (size_t)length) == length;
    const int saved = errno;
    close(fd);
    errno = saved;
    return written ? 0 : -1;
}

static int has_file(const char *folder, const char *file)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", folder, file);
    return access(path, F_OK) == 0;
}

/* Our own cgroup v2 folder, from /proc/self/cgroup's "0::" line; 0 when
 * there is none (cgroup v1 alone, or not mounted where expected). */
static int own_cgroup(char *folder, size_t size)
{
    FILE *in = fopen("/proc/self/cgroup", "re");
    if (in == NULL) return 0;
    char line[600];
    int found = 0;
    while (!found && fgets(line, sizeof line, in) != NULL)
        if (strncmp(line, "0::", 3) == 0) {
            line[strcspn(line, "\n")] = '\0';
            found = snprintf(folder, size, "%s%s", CGROUP_ROOT,
                             strcmp(line + 3, "/") == 0 ? "" : line + 3) <
                    (int)size;
        }
    fclose(in);
    struct statfs fs;
    return found && statfs(folder, &fs) == 0 &&
           (unsigned long)fs.f_type == CGROUP2_MAGIC;
}

static void limit_text(uint64_t value, char text[24])
{
    if (value == 0) snprintf(text, 24, "max");
    else snprintf(text, 24, "%llu", (unsigned long long)value);
}

/* A child cgroup of ours with the memory and pids controllers, holding
 * the limits; 0 when none can be made (nothing delegated: the rlimits
 * hold instead), -1 when one was made and then failed. */
static int make_cgroup(program_limit_plan *plan, const char **what)
{
    char own[sizeof plan->cgroup_path - 32];
    if (!own_cgroup(own, sizeof own)) return 0;
    static unsigned serial;
    snprintf(plan->cgroup_path, sizeof plan->cgroup_path,
             "%s/nqcnf-%ld-%u", own, (long)getpid(), serial++);
    if (mkdir(plan->cgroup_path, 0700) != 0) {
        plan->cgroup_path[0] = '\0';
        return 0;
    }
    if (!has_file(plan->cgroup_path, "memory.max") ||
        !has_file(plan->cgroup_path, "pids.max") ||
        !has_file(plan->cgroup_path, "cgroup.kill")) {
        rmdir(plan->cgroup_path); /* no controllers delegated to us */
        plan->cgroup_path[0] = '\0';
        return 0;
    }
    char text[24];
    limit_text(plan->limits.memory, text);
    if (write_text(plan->cgroup_path, "memory.max", text) != 0) {
        *what = "set memory.max of the program's cgroup";
        return -1;
    }
    /* swap would turn a memory hog into a slow machine, not a stop */
    if (plan->limits.memory != 0)
        (void)write_text(plan->cgroup_path, "memory.swap.max", "0");
    limit_text(plan->limits.processes, text);
    if (write_text(plan->cgroup_path, "pids.max", text) != 0) {
        *what = "set pids.max of the program's cgroup";
        return -1;
    }
    char path[600];
    snprintf(path, sizeof path, "%s/cgroup.procs", plan->cgroup_path);
    plan->cgroup_procs_fd = open(path, O_WRONLY | O_CLOEXEC);
    if (plan->cgroup_procs_fd < 0) {
        *what = "open the program's cgroup";
        return -1;
    }
    plan->cgroup_memory = plan->cgroup_pids = 1;
    return 0;
}

int program_limits_prepare(program_limit_plan *plan,
                           const program_limits *limits, uid_t user,
                           const char **what)
{
    memset(plan, 0, sizeof *plan);
    plan->limits = *limits;
    plan->cgroup_procs_fd = -1;
    if (make_cgroup(plan, what) != 0) {
        const int saved = errno;
        program_limits_finish(plan);
        errno = saved;
        return -1;
    }
    if (!plan->cgroup_pids && limits->processes != 0)
        plan->nproc = processes_of(user) + limits->processes;
    return 0;
}

/* ---- between fork and exec ---- */

static int set_limit(int resource, uint64_t value)
{
    struct rlimit now;
    if (getrlimit(resource, &now) != 0) return -1;
    /* the hard limit we run under stays the ceiling: only root may
     * raise it */
    rlim_t wanted = (rlim_t)value;
    if (now.rlim_max != RLIM_INFINITY && wanted > now.rlim_max)
        wanted = now.rlim_max;
    const struct rlimit set = {wanted, wanted};
    return setrlimit(resource, &set);
}

int program_limits_apply(const program_limit_plan *plan, const char **what)
{
    if (plan->cgroup_procs_fd >= 0 && write(plan->cgroup_procs_fd, "0", 1) != 1) {
        *what = "join the program's cgroup";
        return errno;
    }
    const struct rlimit no_core = {0, 0}; /* no core files in a folder */
    const struct {
        int resource;
        uint64_t value;
        int wanted;
        const char *name;
    } limits[] = {
        {RLIMIT_DATA, plan->limits.memory,
         !plan->cgroup_memory && plan->limits.memory != 0,
         "set the memory limit (RLIMIT_DATA)"},
        {RLIMIT_NPROC, plan->nproc, plan->nproc != 0,
         "set the process limit (RLIMIT_NPROC)"},
        {RLIMIT_CPU, plan->limits.cpu_seconds, plan->limits.cpu_seconds != 0,
         "set the CPU time limit (RLIMIT_CPU)"},
        {RLIMIT_FSIZE, plan->limits.file_size, plan->limits.file_size != 0,
         "set the file size limit (RLIMIT_FSIZE)"},
    };
    for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++)
        if (limits[i].wanted && set_limit(limits[i].resource,
                                          limits[i].value) != 0) {
            *what = limits[i].name;
            return errno;
        }
    if (setrlimit(RLIMIT_CORE, &no_core) != 0) {
        *what = "turn core dumps off (RLIMIT_CORE)";
        return errno;
    }
    return 0;
}

/* ---- after the run ---- */

void program_limits_finish(program_limit_plan *plan)
{
    if (plan->cgroup_procs_fd >= 0) close(plan->cgroup_procs_fd);
    plan->cgroup_procs_fd = -1;
    if (plan->cgroup_path[0] == '\0') return;
    (void)write_text(plan->cgroup_path, "cgroup.kill", "1");
    /* the killed are gone once the kernel has taken them out of the
     * cgroup: rmdir says EBUSY until then */
    const struct timespec pause = {0, 10 * 1000 * 1000};
    for (int tries = 0; rmdir(plan->cgroup_path) != 0 && errno == EBUSY &&
                        tries < 500;
         tries++)
        nanosleep(&pause, NULL);
    plan->cgroup_path[0] = '\0';
}
