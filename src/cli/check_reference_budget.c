/*
 * check_reference_budget.c - see check_reference_budget.h.
 *
 * A teacher who checks a folder without a roster lets each file say its
 * N, and a file can say anything: `p cnf 90000 1` (19 bytes) asks for
 * N = 300, whose reference is 44.8 million clauses. Building it took
 * 7.4 GB and half a minute; the N it claims should not decide what the
 * grader spends. So a reference over a budget, decided before anything
 * is built (the reference's clauses are known in closed form,
 * nqcnf_sizes_compute), is not built first: the file is judged without
 * it (a board it allows that breaks a rule), and only an N the teacher
 * gave goes on to the whole comparison; an N read from the file is then
 * undecided. check holds a clause at about 200 bytes in all, file and
 * report included (measured by peak RSS: 165 MB at N = 80, 840,720
 * clauses), so 256 MB lets every N up to 93 through, far beyond what a
 * class writes.
 *
 * What is read is bounded the same way, before it is read: a file of a
 * class is text of about the reference's size, so more than eight times
 * the reference's text (and 64 MiB for comments) is no submission for
 * that N; a sparse file of 100 GB, which takes 4 kB of disk, is then not
 * read past its cap.
 */
#include "check_reference_budget.h"

#include "human_units.h"

#include <stdio.h>

#define BYTES_PER_CLAUSE 200u
#define TEXT_SLACK ((uint64_t)64 << 20)

/* The reference's bytes from its sizes; UINT64_MAX beyond counting. */
static uint64_t bytes_of(const nqcnf_sizes *sizes)
{
    if (sizes->clauses > UINT64_MAX / BYTES_PER_CLAUSE) return UINT64_MAX;
    return sizes->clauses * BYTES_PER_CLAUSE;
}

uint64_t check_reference_bytes(const nqcnf_options *options)
{
    nqcnf_sizes sizes;
    if (nqcnf_sizes_compute(options, &sizes) != NQCNF_OK) return UINT64_MAX;
    return bytes_of(&sizes);
}

int check_reference_fits(const nqcnf_options *options, uint64_t budget,
                         char *message, size_t size)
{
    nqcnf_sizes sizes;
    const int known = nqcnf_sizes_compute(options, &sizes) == NQCNF_OK;
    const uint64_t bytes = known ? bytes_of(&sizes) : UINT64_MAX;
    if (budget == 0 || bytes <= budget) return 1;
    char needed[32], allowed[32];
    format_bytes((double)bytes, needed, sizeof needed);
    /* the budget as the option takes it */
    if (budget % (1u << 30) == 0)
        snprintf(allowed, sizeof allowed, "%lluG",
                 (unsigned long long)(budget >> 30));
    else if (budget % (1u << 20) == 0)
        snprintf(allowed, sizeof allowed, "%lluM",
                 (unsigned long long)(budget >> 20));
    else
        snprintf(allowed, sizeof allowed, "%llu", (unsigned long long)budget);
    snprintf(message, size,
             "undecided: the file tells N = %u, whose reference has "
             "%llu clauses (about %s to hold), more than the budget of %s "
             "an N read from a file may build (--reference-budget), and "
             "no board the file allows was found to break a rule; give "
             "its N ('check %u FILE' or a roster row) to check it at "
             "N = %u",
             options->n,
             known ? (unsigned long long)sizes.clauses : 0ULL, needed,
             allowed, options->n, options->n);
    return 0;
}

uint64_t check_input_cap(uint32_t n, uint64_t budget)
{
    if (n == 0 && budget == 0) return UINT64_MAX;
    /* the largest N whose reference fits the budget, found once a run
     * (a folder of files without N asks it of each) */
    static uint64_t last_budget;
    static uint32_t last_n;
    if (n == 0 && budget == last_budget && last_n != 0) n = last_n;
    if (n == 0) {
        while (n < NQCNF_MAX_N) {
            nqcnf_options next;
            nqcnf_options_init(&next, n + 1);
            if (check_reference_bytes(&next) > budget) break;
            n++;
        }
        last_budget = budget;
        last_n = n;
    }
    if (n == 0) return TEXT_SLACK;
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    nqcnf_sizes sizes;
    if (nqcnf_sizes_compute(&options, &sizes) != NQCNF_OK ||
        sizes.bytes > (UINT64_MAX - TEXT_SLACK) / 8)
        return UINT64_MAX;
    return 8 * sizes.bytes + TEXT_SLACK;
}
