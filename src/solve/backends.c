/*
 * backends.c - the table of solver backends and their names.
 *
 * The names are what --solver takes and --version lists; keeping them in
 * one table with the backends themselves means the command line, its
 * help and the library cannot disagree about which solvers exist. A
 * backend the build leaves out (CaDiCaL needs a C++ runtime, which a
 * WebAssembly or fuzzing build may not link) keeps its name and row, with
 * no functions: nqcnf_backend_available() then says 0, and asking for it
 * is an invalid argument rather than a missing symbol.
 */
#include "solve/solver.h"

#include <string.h>

extern const solver_backend nqcnf_picosat_backend;
#ifdef NQCNF_HAVE_CADICAL
extern const solver_backend nqcnf_cadical_backend;
#define CADICAL_BACKEND (&nqcnf_cadical_backend)
#else
#define CADICAL_BACKEND NULL
#endif

typedef struct backend_row {
    const char *name;
    const solver_backend *functions; /* NULL: not in this build */
} backend_row;

static const backend_row backends[NQCNF_BACKEND_COUNT] = {
    [NQCNF_BACKEND_PICOSAT] = {"picosat", &nqcnf_picosat_backend},
    [NQCNF_BACKEND_CADICAL] = {"cadical", CADICAL_BACKEND},
};

const solver_backend *nqcnf_solver_backend(nqcnf_backend backend)
{
    if ((unsigned)backend >= NQCNF_BACKEND_COUNT) return NULL;
    return backends[backend].functions;
}

const char *nqcnf_backend_name(nqcnf_backend backend)
{
    if ((unsigned)backend >= NQCNF_BACKEND_COUNT) return NULL;
    return backends[backend].name;
}

static const char *name_of(unsigned value)
{
    return backends[value].name;
}

nqcnf_status nqcnf_backend_from_name(const char *name, nqcnf_backend *backend)
{
    if (backend == NULL) return nqcnf_invalid("backend is NULL");
    if (name == NULL) return nqcnf_invalid("name is NULL");
    const int found = nqcnf_name_lookup(name, NQCNF_BACKEND_COUNT, name_of);
    if (found < 0) {
        char quoted[64];
        return nqcnf_invalid(
            "backend name \"%s\" is not a backend",
            nqcnf_quote(name, strlen(name), quoted, sizeof quoted));
    }
    *backend = (nqcnf_backend)found;
    return NQCNF_OK;
}

int nqcnf_backend_available(nqcnf_backend backend)
{
    return nqcnf_solver_backend(backend) != NULL;
}
