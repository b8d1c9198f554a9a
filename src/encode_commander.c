/* placeholder: being written */
#include "encoding.h"

static void commander_cost(uint64_t length, uint64_t *clauses, uint64_t *auxiliary)
{
    (void)length;
    *clauses = 0;
    *auxiliary = 0;
}

static nqcnf_status commander_emit(encoding_state *state, const nqcnf_line *line,
                              const int32_t *literals)
{
    (void)state;
    (void)line;
    (void)literals;
    return NQCNF_ERR_INTERNAL;
}

const amo_encoder nqcnf_commander_encoder = {NQCNF_ENCODING_COMMANDER, "commander",
                                        commander_cost, commander_emit, 0};
