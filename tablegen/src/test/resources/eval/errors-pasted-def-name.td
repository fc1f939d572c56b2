// A def named by a paste is located where its name starts.
def A0;
foreach i = [0] in
  def A#i;
