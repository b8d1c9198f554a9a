/*
 * check_budget.c - the time limit of one checked file.
 *
 * A bound on each solver question does not bound a check: a file can
 * raise thousands of questions, or name an N whose reference alone is
 * millions of clauses, and docs/teachers.md promises that any file is
 * judged quickly. So each file gets a deadline, and the library is handed
 * a stop callback (nqcnf_options.stop) that compares the clock with it; the
 * library polls it between questions and inside each search, and gives
 * what it decided by then. The clock is the command's business, not the
 * library's: the library never reads a clock, it only asks. The flag is
 * sticky, so that the reporters can say the limit was reached even when
 * the clock was read last by a solver deep in a search.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "check_report.h"

#include <time.h>

static double monotonic_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void check_budget_start(check_budget *budget)
{
    budget->expired = 0;
    budget->deadline = monotonic_seconds() + budget->seconds;
}

int check_budget_stop(void *context)
{
    check_budget *budget = context;
    if (!budget->expired && budget->seconds > 0 &&
        monotonic_seconds() >= budget->deadline)
        budget->expired = 1;
    return budget->expired;
}
