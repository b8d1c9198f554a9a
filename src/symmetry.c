/* placeholder: being written */
#include "encoding.h"

void nqcnf_symmetry_cost(uint32_t n, uint64_t *clauses, uint64_t *auxiliary)
{
    (void)n;
    *clauses = 0;
    *auxiliary = 0;
}

nqcnf_status nqcnf_symmetry_emit(encoding_state *state, uint32_t n)
{
    (void)state;
    (void)n;
    return NQCNF_ERR_INTERNAL;
}
