/*
 * program_session.h - what a student's program starts with: a session of
 * its own without a terminal, no descriptor of ours, default signals, a
 * short environment, its folder, its user.
 *
 * The program must not write to the teacher's terminal (a fake verdict,
 * escape sequences past every escaping of the report), read what the
 * grader has open or in its environment (an autograder's tokens), or
 * inherit ignored or blocked signals that change how it behaves. What
 * needs memory (the environment, a fresh folder, the user's entry) is
 * made before the fork; the rest is bare system calls between fork and
 * exec.
 */
#ifndef NQCNF_CLI_PROGRAM_SESSION_H
#define NQCNF_CLI_PROGRAM_SESSION_H

#include <stddef.h>
#include <sys/types.h>

/* The grader's variables every program gets, when set: what a program
 * needs to find its interpreter, its user's files, its language and its
 * time zone, and nothing that holds a secret. */
#define PROGRAM_ENVIRONMENT_NAMES \
    "PATH", "HOME", "LANG", "LC_ALL", "TZ", "TMPDIR", "USER", "LOGNAME"

/* The variable naming the folder a program's command would run in (the
 * roster's folder, else the grader's working directory), for a command
 * run in a fresh folder. */
#define PROGRAM_FOLDER_VARIABLE "NQCNF_ROSTER_FOLDER"

/* The user a program runs as (--run-as), looked up before any run. */
typedef struct program_user {
    int set;       /* 0: the grader's own user */
    uid_t uid;
    gid_t gid;
    char *name, *home;
} program_user;

/* Looks USER (a name or a number) up; 0, or -1 after a usage error. */
int program_user_lookup(const char *text, program_user *user);
void program_user_free(program_user *user);

/* The environment for one run: the names above and `passed` (taken from
 * ours when set), PROGRAM_FOLDER_VARIABLE=folder, HOME, USER and LOGNAME
 * of `user` when set. NULL-terminated; NULL when out of memory. */
char **program_environment(const char *const *passed, size_t passed_count,
                           const char *folder, const program_user *user);
void program_environment_free(char **environment);

/* A new empty folder under TMPDIR (else /tmp), owned by `user` when set;
 * NULL with errno. program_folder_remove deletes it and all it holds,
 * following no link. */
char *program_folder_make(const program_user *user);
void program_folder_remove(char *folder);

/* ---- between fork and exec: async-signal-safe ---- */

/* Every signal's disposition back to its default and the mask emptied. */
void program_signals_reset(void);

/* Closes every descriptor from `first` on except `keep` (-1: none). */
void program_close_from(int first, int keep);

/* Drops to `user` (groups, group, user, in that order, so that each
 * step still has the privilege it needs). Returns 0 or errno. */
int program_user_enter(const program_user *user);

#endif
