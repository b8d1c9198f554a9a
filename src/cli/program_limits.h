/*
 * program_limits.h - the limits a student's program runs under.
 *
 * A runaway program (a memory leak, a fork loop, a busy loop, a file
 * written without end) must stop itself, not the teacher's machine. The
 * limits are worked out before the fork, where memory may be allocated
 * and files read, and set in the program's process between fork and exec
 * with bare system calls, so every process it starts inherits them.
 * Where the process's own cgroup (v2) lets us make a child cgroup with
 * the memory and pids controllers, the memory and process limits are the
 * cgroup's (they count the program's processes together, not each one
 * alone, and cgroup.kill ends them all at once); else they are rlimits.
 */
#ifndef NQCNF_CLI_PROGRAM_LIMITS_H
#define NQCNF_CLI_PROGRAM_LIMITS_H

#include <stdint.h>
#include <sys/types.h>

typedef struct program_limits {
    uint64_t memory;     /* bytes; 0: none (--program-memory) */
    uint64_t processes;  /* 0: none (--program-processes) */
    uint64_t file_size;  /* bytes; 0: none (--program-file-size) */
    uint64_t cpu_seconds; /* 0: none; ceil(--timeout) + 1 */
} program_limits;

/* The defaults: a quarter of the machine's memory, at most 8 GiB (a
 * student's program at the N of a course needs well under 1 GiB; a
 * quarter leaves the grader and the desktop room); 256 processes (a
 * program that runs a solver through a shell uses a handful); files of
 * 1 GiB (the largest CNF a course asks for is a few MB). */
#define PROGRAM_DEFAULT_PROCESSES 256
#define PROGRAM_DEFAULT_FILE_SIZE ((uint64_t)1 << 30)
uint64_t program_default_memory(void);

/* What the program's process sets between fork and exec, prepared
 * before the fork. */
typedef struct program_limit_plan {
    program_limits limits;
    uint64_t nproc;        /* RLIMIT_NPROC to set (0: none): the user's
                              processes now, plus limits.processes */
    int cgroup_procs_fd;   /* the cgroup's cgroup.procs, or -1 */
    int cgroup_memory;     /* 1: memory.max holds the memory limit */
    int cgroup_pids;       /* 1: pids.max holds the process limit */
    char cgroup_path[512]; /* "" when no cgroup was made */
} program_limit_plan;

/* Before the fork: makes a cgroup when one can be made, counts the
 * processes of the user the program runs as (RLIMIT_NPROC counts them
 * all, not the program's alone). Returns 0, or -1 with errno and the
 * step that failed in *what (a cgroup made but not usable). */
int program_limits_prepare(program_limit_plan *plan,
                           const program_limits *limits, uid_t user,
                           const char **what);

/* In the program's process between fork and exec (async-signal-safe):
 * joins the cgroup and sets the rlimits. Returns 0, or an errno with
 * the step that failed in *what. */
int program_limits_apply(const program_limit_plan *plan, const char **what);

/* After the run: kills whatever is left in the cgroup and removes it. */
void program_limits_finish(program_limit_plan *plan);

#endif
