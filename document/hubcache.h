#pragma once
// The Hugging Face Hub's own cache, read and written by its rules (huggingface_hub's
// file_download.py), so that a config.json the user's Hub tools downloaded is found without a
// network and one RoofLab downloads is found by them:
//   <cache>/models--ORG--NAME/blobs/<etag>                    the file, named by its ETag
//   <cache>/models--ORG--NAME/snapshots/<commit>/config.json  -> ../../blobs/<etag>
//   <cache>/models--ORG--NAME/refs/<revision>                 the commit hash, no newline
// Plain files and folders only (no Qt GUI, no network): the command line uses it too.
#include "document/hubmodelname.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace rooflab {

class HubCache {
public:
    // The folder huggingface_hub uses (constants.py): HF_HUB_CACHE, else the legacy
    // HUGGINGFACE_HUB_CACHE, else HF_HOME/hub, else $XDG_CACHE_HOME/huggingface/hub, else
    // ~/.cache/huggingface/hub; a leading "~" is the home folder.
    static QString defaultDir();

    explicit HubCache(QString dir = defaultDir());
    QString dir() const { return m_dir; }
    // models--ORG--NAME under the cache folder.
    QString modelDir(const HubModelName& model) const;

    // The cached config.json of the model at its revision (through refs/ unless the revision is
    // a commit), or empty when it is not cached.
    QString findConfig(const HubModelName& model) const;
    // True when the cache records that the Hub has no config.json at that revision
    // (.no_exist/<commit>/config.json, written by huggingface_hub after a 404).
    bool knownAbsent(const HubModelName& model) const;

    // Stores a downloaded config.json: the blob, the snapshot's link to it, then the ref, each
    // written whole beside its place and renamed into it. Returns an empty string on success,
    // else the reason; whatever this call created is then removed again.
    QString storeConfig(const HubModelName& model, const QString& commit, const QString& etag,
                        const QByteArray& bytes) const;

    // Every model with a config.json in the cache, "ORG/NAME" sorted (the dialog's completion).
    QStringList cachedModels() const;

private:
    QString commitFor(const HubModelName& model) const;

    QString m_dir;
};

} // namespace rooflab
