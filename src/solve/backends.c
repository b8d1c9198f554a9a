/*
 * backends.c - the table of solver backends and their names.
 *
 * The names are what --solver takes and --version lists; keeping them in
 * one table means the command line, its help and the man page cannot
 * disagree about which solvers exist.
 */
#include "core/internal.h"

#include <string.h>

static const char *const backend_names[NQCNF_BACKEND_COUNT] = {
    [NQCNF_BACKEND_PICOSAT] = "picosat",
    [NQCNF_BACKEND_CADICAL] = "cadical",
};

const char *nqcnf_backend_name(nqcnf_backend backend)
{
    if ((unsigned)backend >= NQCNF_BACKEND_COUNT) return NULL;
    return backend_names[backend];
}

nqcnf_status nqcnf_backend_from_name(const char *name,
                                     nqcnf_backend *backend)
{
    if (name == NULL || backend == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    for (unsigned i = 0; i < NQCNF_BACKEND_COUNT; i++) {
        if (strcmp(name, backend_names[i]) == 0) {
            *backend = (nqcnf_backend)i;
            return NQCNF_OK;
        }
    }
    return NQCNF_ERR_INVALID_ARGUMENT;
}

int nqcnf_backend_available(nqcnf_backend backend)
{
    return backend == NQCNF_BACKEND_PICOSAT;
}
