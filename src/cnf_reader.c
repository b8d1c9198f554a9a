/* placeholder: being written */
#include "nqcnf.h"
