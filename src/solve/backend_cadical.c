/*
 * backend_cadical.c - CaDiCaL behind the solver seam (solver.h).
 *
 * A backend turns the seam's calls into its solver's and must keep the
 * library's promises: never print, never exit, report out-of-memory as
 * NQCNF_ERR_OUT_OF_MEMORY with nothing leaked, take memory from
 * nqcnf_allocate where the solver lets it.
 *
 * CaDiCaL does not let it: it is C++ and allocates with operator new,
 * which no hook of ours reaches, so nqcnf_set_allocator() does not cover
 * it and the out-of-memory tests cannot fail an allocation inside it (the
 * instance is the CCaDiCaL itself, with no record of ours beside it).
 * Worse, when new fails it throws std::bad_alloc, and the C wrapper Debian
 * ships (ccadical.h, the only interface a C file can call) catches
 * nothing: the exception unwinds through C frames that cannot catch it and
 * std::terminate aborts the process ("terminate called after throwing an
 * instance of 'std::bad_alloc'"). A C file cannot do better, and a C++
 * shim would leave a solver of unknown state behind anyway. What this file
 * can do, it does: the only growth that depends on the input is the
 * variable range, and the library never hands a solver variables beyond
 * what it can number (nqcnf_solver_import for encodings; the checker
 * renumbers a file's variables densely), so a hostile file cannot make
 * CaDiCaL allocate gigabytes. Process-wide exhaustion inside CaDiCaL
 * remains fatal; choose PicoSAT where that matters.
 *
 * CaDiCaL aborts on calls out of order (a value outside the satisfied
 * state, a failed assumption outside the unsatisfied one); solver.c never
 * makes those. Limits hold for one solve only, as with PicoSAT: the
 * decision limit is set again before every solve.
 *
 * Instances share state that CaDiCaL keeps process-wide, which the
 * library's promise (threads with their own objects need no lock) does
 * not survive unguarded: every constructor rewrites the static option
 * table (Options::table, "the same values by all threads", which is still
 * a data race and what helgrind reports), set_option looks names up in
 * that table while another thread's constructor writes it, and the
 * constructor and destructor write the API-tracing flag. So creating an
 * instance, setting its options and releasing it happen under one lock of
 * this file; adding clauses, solving and reading the model touch only the
 * instance and run unlocked, so counting on several threads still solves
 * in parallel. (Measured by tests/threads_valgrind.sh, which runs count
 * on two threads under helgrind with each backend.)
 *
 * Compiled in when the build defines NQCNF_HAVE_CADICAL (see backends.c).
 */
#ifdef NQCNF_HAVE_CADICAL

#define _POSIX_C_SOURCE 200809L

#include "solve/solver.h"

#include <ccadical.h>
#include <pthread.h>

/* Statically initialized: no first-use race, nothing to destroy. */
static pthread_mutex_t cadical_global_lock = PTHREAD_MUTEX_INITIALIZER;

static void release(void *opaque)
{
    if (opaque == NULL) return;
    pthread_mutex_lock(&cadical_global_lock);
    ccadical_release(opaque);
    pthread_mutex_unlock(&cadical_global_lock);
}

static nqcnf_status create(void **opaque, uint32_t variables)
{
    (void)variables; /* the C interface has no way to reserve them */
    pthread_mutex_lock(&cadical_global_lock);
    CCaDiCaL *created = ccadical_init();
    *opaque = created;
    if (created == NULL) {
        pthread_mutex_unlock(&cadical_global_lock);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    /* CaDiCaL prints some findings on stdout ("c found falsified
     * original clause" when a blocking clause ends a count); a library
     * must not. */
    ccadical_set_option(created, "quiet", 1);
    /* Before searching, CaDiCaL tries a few "lucky" assignments (all
     * false, all true, in order...), which never solve an N-Queens
     * instance with its at-least-one and at-most-one clauses: without
     * them solve 100 takes a third less time and 40 MB less memory, and
     * count 12 a fifth less time (measured). */
    ccadical_set_option(created, "lucky", 0);
    pthread_mutex_unlock(&cadical_global_lock);
    /* Unlike PicoSAT, CaDiCaL keeps its default first guess ("queen
     * here", phase 1): "no queen" (phase 0) was measured 10 to 15 percent
     * slower for solve 100 and count 12. */
    return NQCNF_OK;
}

static nqcnf_status add(void *opaque, const int32_t *literals, size_t count)
{
    for (size_t i = 0; i < count; i++) ccadical_add(opaque, literals[i]);
    return NQCNF_OK;
}

static nqcnf_status assume(void *opaque, int32_t literal)
{
    ccadical_assume(opaque, literal);
    return NQCNF_OK;
}

static nqcnf_status solve(void *opaque, int64_t decision_limit,
                          solver_result *result)
{
    ccadical_limit(opaque, "decisions", solver_int_limit(decision_limit));
    *result = solver_result_of(ccadical_solve(opaque));
    return NQCNF_OK;
}

static int value(void *opaque, int32_t literal)
{
    /* Asked of the variable: CaDiCaL 1.5 answers with a number whose sign
     * tells whether the literal asked for is true, later versions (and
     * IPASIR) with the literal or its negation, and for a positive
     * literal the two agree. */
    const int32_t variable = literal < 0 ? -literal : literal;
    const int positive = ccadical_val(opaque, variable) > 0;
    return literal > 0 ? positive : !positive;
}

static nqcnf_status failed(void *opaque, int32_t literal, int *was_failed)
{
    *was_failed = ccadical_failed(opaque, literal) != 0;
    return NQCNF_OK;
}

static void set_terminate(void *opaque, void *state,
                          solver_terminate_fn terminate)
{
    ccadical_set_terminate(opaque, state, terminate);
}

const solver_backend nqcnf_cadical_backend = {
    create, add, assume, solve, value, failed, set_terminate, release,
};

#else
/* Left out of this build; ISO C wants a declaration in every file. */
typedef int cadical_backend_left_out;
#endif
