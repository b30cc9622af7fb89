#set0 = affine_set<(i)[N, M] : (i > 0)>
