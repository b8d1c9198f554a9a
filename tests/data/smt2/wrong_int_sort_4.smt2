; a student counted the queens with integers
(declare-const x0y0 Bool)
(declare-const count Int)
(assert (= count 4))
